"""The hard player's search and the thinking worker: fair (the hidden order of the pile never
matters), reproducible under load, and the yardstick MCTS of the benchmarks."""

from __future__ import annotations

import json
import multiprocessing
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from goldmines_desktop.ai import HardPlayer, hard, make_player
from goldmines_desktop.ai.chances import Weights
from goldmines_desktop.ai.evaluate import Context
from goldmines_desktop.ai.hard import plan_turn
from goldmines_desktop.ai.tournament import play_game, simulate_ai
from goldmines_desktop.ai.worker import Thinker
from goldmines_desktop.engine import (
    COLORS,
    GameState,
    Move,
    Options,
    Phase,
    PlayerSetup,
    Setup,
    acting_player,
    apply,
    determinize,
    legal_moves,
    new_game,
    random_legal_move,
    remaining_tiles,
)
from goldmines_desktop.files.catalogue import load_catalogue

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(600)


def two_players() -> Setup:
    return Setup(tuple(PlayerSetup(f"P{i + 1}", COLORS[i], "ai") for i in range(2)), Options())


def position(seed: int, turns: int) -> GameState:
    """A game after ``turns`` turns of the normal player, at a tile decision."""
    state = new_game(two_players(), load_catalogue(), seed=seed)
    player = make_player("normal", seed)
    while state.turn < turns or state.phase is not Phase.PLACE_TILE:
        state, _ = apply(state, player.choose(state))
    return state


def with_hidden_order(state: GameState, order: list[str]) -> GameState:
    """The same position with the unseen pile in another order (what no player can see)."""
    changed = state.copy()
    changed._edit_pile().draw_order = (*state.draw_order[: state.deck_pos], *order)
    return changed


@pytest.mark.slow
@pytest.mark.parametrize("turns", [4, 20])
def test_the_hidden_order_of_the_pile_does_not_change_the_hard_move(turns: int) -> None:
    state = position(5 + turns, turns)
    unseen = list(state.draw_order[state.deck_pos :])
    reversed_pile = with_hidden_order(state, unseen[::-1])
    shuffled = unseen[:]
    random.Random(1).shuffle(shuffled)
    other = with_hidden_order(state, shuffled)
    assert reversed_pile.draw_order != state.draw_order
    moves = {HardPlayer(3, deals=16).choose(s) for s in (state, reversed_pile, other)}
    assert len(moves) == 1
    assert moves.pop() in legal_moves(state)


@pytest.mark.slow
def test_the_hard_search_stops_at_its_work_bound_and_still_plays_a_planned_legal_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A position that would cost more than ``MAX_VALUED`` positions is cut short between
    two deals: the move is still legal, the same for the same seed, and the search valued
    about the bound (the full search values several times as many here)."""
    state = position(30, 24)
    full = Context(state)
    plan_turn(state, random.Random(2), weights=Weights(), ctx=full)
    monkeypatch.setattr(hard, "MAX_VALUED", full.valued // 3)
    cut = Context(state)
    line = plan_turn(state, random.Random(2), weights=Weights(), ctx=cut)
    again = plan_turn(state, random.Random(2), weights=Weights())
    assert line.moves == again.moves and line.moves[0] in legal_moves(state)
    assert cut.valued < full.valued // 2


def test_determinize_keeps_the_tiles_and_deals_a_new_order() -> None:
    state = position(9, 6)
    rng = random.Random(2)
    dealt = [determinize(state, rng) for _ in range(4)]
    for world in dealt:
        assert remaining_tiles(world) == remaining_tiles(state)
        assert world.draw_order[: state.deck_pos] == state.draw_order[: state.deck_pos]
        assert world.snapshot() == state.snapshot()
    assert len({w.draw_order for w in dealt}) > 1
    assert state.draw_order == position(9, 6).draw_order  # the input is untouched


def test_random_legal_move_is_legal_and_covers_the_placements() -> None:
    state = position(13, 10)
    moves = legal_moves(state)
    rng = random.Random(4)
    drawn = [random_legal_move(state, rng) for _ in range(len(moves) * 30)]
    assert set(drawn) <= set(moves)
    assert set(drawn) == set(moves)  # every placement comes up


def burn(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        sum(range(10000))


@contextmanager
def both_cores_busy(seconds: float) -> Iterator[None]:
    """Two processes that keep the CPU busy for the duration (the machine under load)."""
    context = multiprocessing.get_context("spawn")
    burners = [context.Process(target=burn, args=(seconds,)) for _ in range(2)]
    for process in burners:
        process.start()
    try:
        yield
    finally:
        for process in burners:
            process.terminate()
            process.join(timeout=10)


def short_game(seed: int) -> list[str]:
    catalogue = load_catalogue()
    box = catalogue.box(True)
    rng = random.Random(seed)
    rng.shuffle(box)
    gold = [c for c in box if catalogue[c].gold]
    return [c for c in box if not catalogue[c].gold][:8] + gold[:2]


@pytest.mark.slow
def test_the_same_seeded_hard_against_hard_game_gives_the_same_scores_under_load() -> None:
    """Budgets are work, not seconds: a busy machine plays the very same game."""
    deck = short_game(17)

    def hard_game() -> tuple[tuple[int, ...], tuple[object, ...]]:
        state = new_game(two_players(), load_catalogue(), draw_order=deck)
        players = [HardPlayer(1, deals=24), HardPlayer(2, deals=24)]
        while not state.finished:
            state, _ = apply(state, players[acting_player(state)].choose(state))
        return state.totals(), state.moves

    idle = hard_game()
    with both_cores_busy(240):
        busy = hard_game()
    assert busy == idle


@pytest.mark.slow
def test_the_worker_process_answers_with_the_seats_player() -> None:
    state = position(21, 3)
    thinker = Thinker()
    try:
        for level in ("easy", "normal", "hard"):
            future = thinker.ask(0, level, 5, state)
            move = future.result(timeout=120)
            assert move in legal_moves(state)
            assert move == make_player(level, 5).choose(state)  # same seed, same move
    finally:
        thinker.close()


@pytest.mark.slow
def test_simulate_reports_the_scores_at_half_time() -> None:
    result = simulate_ai(load_catalogue(), 2, ["normal", "random"], seed=3)
    assert len(result["mean_scores_half"]) == 2
    for half, final in zip(result["mean_scores_half"], result["mean_scores"], strict=True):
        assert 0 <= half <= final
    state = play_game(load_catalogue(), ["normal", "random"], 3)
    assert state.history  # the half-time scores are read during the game, not after it


@pytest.mark.slow
def test_the_yardstick_mcts_plays_legal_reproducible_moves() -> None:
    code = (
        "from benchmarks.mcts import MctsPlayer, make_benchmark_player\n"
        "from goldmines_desktop.ai.tournament import play_game\n"
        "from goldmines_desktop.files.catalogue import load_catalogue\n"
        "tiles = load_catalogue()\n"
        "state = play_game(tiles, ['mcts8', 'random'], 4, factory=make_benchmark_player)\n"
        "again = play_game(tiles, ['mcts8', 'random'], 4, factory=make_benchmark_player)\n"
        "assert state.finished and state.moves == again.moves\n"
        "assert make_benchmark_player('mcts500', 1).iterations == 500\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=500
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.slow
def test_simulate_seats_the_yardstick_and_refuses_unknown_players_in_one_line() -> None:
    command = [sys.executable, "-m", "goldmines_desktop", "simulate", "--games", "1", "--json"]
    result = subprocess.run(
        [*command, "--ai", "mcts4,random"], cwd=REPO, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary["levels"] == ["mcts4", "random"] and summary["games"] == 1
    for bad in ("mcts4,grandmaster", "normal", "hard,mcts", "hard,mctsx"):
        result = subprocess.run(
            [*command, "--ai", bad], cwd=REPO, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 2, bad
        assert result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert result.stderr.startswith("goldmines simulate: ")


def test_a_worker_that_never_answers_is_replaced_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures import Future

    from goldmines_desktop.ui.table import computer

    state = position(21, 3)
    turns = computer.ComputerTurns(
        tuple(PlayerSetup(f"P{i + 1}", COLORS[i], "ai:easy") for i in range(2))
    )
    stuck: Future[Move] = Future()  # a worker that took the question and never answers
    asked: list[int] = []

    def ask(seat: int, level: str, seed: int, position: GameState) -> Future[Move]:
        asked.append(seat)
        if len(asked) == 1:
            return stuck
        done: Future[Move] = Future()
        done.set_result(make_player(level, seed).choose(position))
        return done

    monkeypatch.setattr(turns._thinker, "ask", ask)
    monkeypatch.setattr(computer, "STALL_SECONDS", 0.2)
    seat = acting_player(state)
    move = None
    deadline = time.monotonic() + 10
    while move is None and time.monotonic() < deadline:
        move = turns.next_decision(state, seat, 1.0, turn_done=False, busy=False)
        time.sleep(0.05)
    turns.close()
    assert move in legal_moves(state)
    assert len(asked) == 2  # asked again after the stall


def test_normal_weighs_a_sample_of_the_places_and_hards_model_of_it_is_the_normal_player() -> None:
    from goldmines_desktop.ai import NormalPlayer
    from goldmines_desktop.ai.players import NORMAL_PLACES, normal_line
    from goldmines_desktop.engine import PlaceTile

    state = position(7, 20)
    me = acting_player(state)
    places = [m for m in legal_moves(state) if isinstance(m, PlaceTile)]
    assert len(places) > NORMAL_PLACES  # a board where the sample leaves places unseen
    full = NormalPlayer(7, places=None).plan(state)
    assert full.moves == normal_line(state).moves  # places=None: every place weighed
    ctx = Context(state, Weights())
    chosen = set()
    for seed in range(12):
        line = NormalPlayer(seed).plan(state)
        assert line.moves[0] in places
        assert line.score(me) <= full.score(me) + 1e-9  # never better than seeing everything
        chosen.add(line.moves[0])
        # hard's playouts model a normal opponent with the very same code and dice
        model = hard.reply(state, ctx, random.Random(seed))
        assert model.moves == line.leaf.moves
    assert len(chosen) > 1  # different seeds see different spots: attention, not a script


def _running(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting to be reaped has exited)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_the_worker_leaves_when_the_window_process_is_killed(tmp_path: Path) -> None:
    code = """
import os, signal, sys
from goldmines_desktop.ai.worker import Thinker
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.engine import COLORS, Options, PlayerSetup, Setup, new_game
if __name__ == "__main__":
    setup = Setup(tuple(PlayerSetup(f"P{i}", COLORS[i], "ai") for i in range(2)), Options())
    state = new_game(setup, load_catalogue(), seed=1)
    thinker = Thinker()
    thinker.ask(0, "random", 1, state).result(timeout=120)
    with open(sys.argv[1], "w") as pids:
        print(*thinker._pool._processes, file=pids)
    os.kill(os.getpid(), signal.SIGKILL)  # no clean-up at all, as when a window is killed
"""
    pids = tmp_path / "workers"
    subprocess.run([sys.executable, "-c", code, str(pids)], timeout=180, cwd=REPO)
    workers = [int(pid) for pid in pids.read_text().split()]
    assert workers
    deadline = time.monotonic() + 60  # a bound for a busy machine; it takes milliseconds
    while any(_running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_running(pid) for pid in workers)
