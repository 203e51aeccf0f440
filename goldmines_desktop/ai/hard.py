"""The hard player's search: whole turns tried against sampled futures (root information-set
Monte Carlo search).

1. Every way to finish the turn (tile, gold, figure, ...) is valued by the normal player's
   evaluation; the best distinct ones become the candidates (the evaluation is the prior:
   lines far behind the best are never searched).
2. A *deal* is one possible order of the tiles nobody has seen (``determinize``: the real
   order is never read). For a deal, each candidate is played, then every opponent plays
   their drawn tile as the normal player would among a sample of the places it fits (the
   playout policy), and the position that comes back is valued by the evaluation (the
   playout is cut short there).
3. Sequential halving: every surviving candidate sees the same deals (a fair comparison),
   the worse half is dropped after each round, and the budget of deals is spent mostly on
   the close calls. A candidate's value is the mean of its playouts with the evaluation of
   its line counted as ``PRIOR_DEALS`` more (progressive bias: with few deals the prior
   keeps a good line from being dropped by bad luck).

The budget is counted in opponent turns played out (work, not seconds): ``DEALS`` in a
2-player game, the same number of opponent turns (so fewer deals) with more players. Late in
a game, with many places to weigh, a turn can cost many more positions valued than usual:
the search then stops at ``MAX_VALUED`` positions (between two deals, so every surviving
candidate has seen the same ones) and plays the best so far, which bounds the worst
decision. A seed gives the same move on any machine, busy or idle. ``SAFETY_SECONDS`` of
processor time is only a logged safety net far above a normal search (about half a second).
"""

from __future__ import annotations

import logging
import math
import random
import time

from goldmines_desktop.engine import GameState, acting_player, apply_decision, determinize

from .chances import Weights
from .evaluate import Context, advantage, values
from .search import Line, ranked, sampled_line, turn_lines, watches

log = logging.getLogger(__name__)

DEALS = 64  # the budget: opponent turns played out per turn, shared among the candidates
CANDIDATES = 8
MARGIN = 15.0  # lines this far behind the best by the evaluation are not searched
PRIOR_DEALS = 2.0  # the evaluation of a line counts as this many playouts (progressive bias)
REPLY_PLACES = 10  # tile placements an opponent weighs in a playout (a random sample),
# shared among the opponents when there are several (at least MIN_REPLY_PLACES each)
MIN_REPLY_PLACES = 4
MAX_VALUED = 6000  # positions valued in one decision (a median turn values about 2,500)
SAFETY_SECONDS = 30.0  # of processor time (a busy machine does not make it trigger sooner)


def plan_turn(
    state: GameState,
    rng: random.Random,
    deals: int = DEALS,
    weights: Weights | None = None,
    ctx: Context | None = None,
) -> Line:
    """The line (moves to the end of the turn) the hard player plays from ``state``
    (``ctx``: the evaluation's context for ``state``, made here by default; its ``valued``
    tells the work done)."""
    me = acting_player(state)
    ctx = ctx or Context(state, weights or Weights())
    candidates = candidate_lines(turn_lines(state, ctx), me)
    if len(candidates) == 1 or not ctx.tiles_left or deals <= 0:
        return candidates[0]
    started = time.process_time()
    deals = max(CANDIDATES, deals // max(1, len(state.players) - 1))
    # the evaluation at the end of each line is the prior, worth a few playouts
    totals = [PRIOR_DEALS * line.score(me) for line in candidates]
    seen = [PRIOR_DEALS] * len(candidates)
    alive = list(range(len(candidates)))
    rounds = max(1, math.ceil(math.log2(len(candidates))))
    for _ in range(rounds):
        per_candidate = max(1, deals // (rounds * len(alive)))
        for _ in range(per_candidate):
            if ctx.valued > MAX_VALUED:
                break
            seed = rng.getrandbits(48)
            world = determinize(state, random.Random(seed))
            for index in alive:  # the same deal and the same sampled replies for each
                replies = random.Random(seed)
                totals[index] += playout(world, candidates[index], ctx, me, replies)
                seen[index] += 1
        alive.sort(key=lambda i: (-totals[i] / seen[i], i))
        alive = alive[: max(1, (len(alive) + 1) // 2)]
        if len(alive) == 1 or ctx.valued > MAX_VALUED:
            break
        if time.process_time() - started > SAFETY_SECONDS:
            log.warning("hard player: search stopped by the safety clock after %d deals", sum(seen))
            break
    return candidates[alive[0]]


def candidate_lines(lines: list[Line], me: int) -> list[Line]:
    """The best distinct lines by the evaluation (turning a symmetric tile or an equal gold
    spot changes nothing worth searching twice)."""
    found: list[Line] = []
    seen: set[object] = set()
    top = None
    for line in ranked(lines, me):
        score = line.score(me)
        top = score if top is None else top
        if score < top - MARGIN or len(found) == CANDIDATES:
            break
        leaf = line.leaf
        where = leaf.order[-1] if leaf.order else None
        key = (line.vals, where, leaf.board[where].edges if where else None)
        if key not in seen:
            seen.add(key)
            found.append(line)
    return found


def playout(world: GameState, line: Line, ctx: Context, me: int, rng: random.Random) -> float:
    """Play ``line`` in a dealt world (and the second part it earned, as the normal player
    would), then let every opponent play their turn (both parts of a double turn); the
    evaluation of the position that comes back, as ``me``'s advantage over the best
    opponent."""
    node = world
    for move in line.moves:
        node, _ = apply_decision(node, move)
    if not node.finished and node.second_part and acting_player(node) == me:
        node = reply(node, ctx, rng)
    while not node.finished and acting_player(node) != me:
        node = reply(node, ctx, rng)
    return advantage(values(ctx, node), me)


def reply(state: GameState, ctx: Context, rng: random.Random) -> GameState:
    """The position after the player to act plays their turn as the normal player does:
    the best of a random sample of the places their tile fits, and with the expansions the
    places beside their own features too (``sampled_line``)."""
    places = max(MIN_REPLY_PLACES, REPLY_PLACES // max(1, len(state.players) - 1))
    return sampled_line(state, ctx, rng, places, watches(state)).leaf
