"""Everything read from or written to disk: the tile catalogue, board and lesson maps, saves and
records, settings' and crash reports' files, and the game's own resources. Every file is
untrusted: each loader bounds what it reads and gives one clear message."""
