"""Benchmarks: scripts that print numbers (run as ``python -m benchmarks.NAME`` from the repo)."""
