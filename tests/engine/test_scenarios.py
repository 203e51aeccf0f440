"""Scenario tests: hand-built game records replayed through the engine and the replay command.

Every expected number in tests/records/*.expect.json was worked out by hand from the rules of
the game (the reasoning is in each file's "why"), not copied from the engine.
"""

from __future__ import annotations

import json

import pytest
from scenario_tools import load_scenario, run_cli_replay, scenario_names

from goldmines_desktop.engine.records import (
    RecordError,
    parse_record,
    replay,
    summary,
)
from goldmines_desktop.engine.values import categories
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.record_files import read_record_file

NAMES = scenario_names()


def _params(select):
    params = []
    for name in NAMES:
        scenario = load_scenario(name)
        if not select(scenario):
            continue
        marks = []
        if "xfail" in scenario.expect:
            marks.append(pytest.mark.xfail(strict=True, reason=scenario.expect["xfail"]))
        params.append(pytest.param(name, marks=marks, id=name))
    return params


def test_there_are_enough_scenarios():
    assert len(NAMES) >= 25


@pytest.mark.parametrize("name", NAMES)
def test_scenario_files_are_well_formed(name):
    scenario = load_scenario(name)
    assert set(scenario.record) <= {"format", "version", "setup", "seed", "draw_order", "moves"}
    record = parse_record(scenario.record)  # the public record format, unknown keys refused
    assert scenario.expect["rule"].strip() and scenario.expect["why"]
    if scenario.is_error:
        return
    expected = scenario.expected_summary()
    assert sum(expected["ingots"].values()) == 16
    assert len(expected["players"]) == len(scenario.record["setup"]["players"])
    for player in expected["players"]:
        assert tuple(player["breakdown"]) == categories(record.setup.options)
        assert player["score"] == sum(player["breakdown"].values()), player["name"]
        assert player["projected"] >= player["score"], player["name"]
        if expected["finished"]:  # the final scoring is done: nothing is left to project
            assert player["projected"] == player["score"], player["name"]
    if not expected["finished"]:  # no end-of-game scoring: nothing returned to the box yet
        assert expected["ingots"]["returned"] == 0


@pytest.mark.parametrize("name", _params(lambda s: not s.is_error))
def test_scenario_replay(name):
    scenario = load_scenario(name)
    state = replay(read_record_file(scenario.record_path), load_catalogue())
    assert summary(state) == scenario.expected_summary()


@pytest.mark.slow
@pytest.mark.parametrize("name", _params(lambda s: not s.is_error and s.expect.get("cli")))
def test_scenario_cli_replay(name):
    scenario = load_scenario(name)
    result = run_cli_replay(scenario.record_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == scenario.expected_summary()


@pytest.mark.slow
@pytest.mark.parametrize("name", _params(lambda s: s.is_error))
def test_bad_record_is_refused(name):
    scenario = load_scenario(name)
    error = scenario.expect["error"]
    with pytest.raises(RecordError) as caught:
        replay(read_record_file(scenario.record_path), load_catalogue())
    message = str(caught.value)
    assert message.startswith(f"move {error['move']}:"), message
    assert error["contains"] in message
    result = run_cli_replay(scenario.record_path)
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert f"move {error['move']}:" in lines[0] and error["contains"] in lines[0]
    assert "Traceback" not in result.stderr
