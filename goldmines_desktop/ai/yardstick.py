"""The yardstick: vanilla Monte Carlo tree search, as described in the research literature.

"Playing Carcassonne with Monte Carlo Tree Search" (Ameneyro, Galván, Kuri-Morales, 2020)
measures plain UCT with 500 iterations per turn: every iteration selects down the tree by
``Q + C * sqrt(ln N / n)`` with ``C = 3`` (``Q`` the mean reward of a child, ``n`` its
visits, ``N`` its parent's), adds one new child, plays uniformly random moves to the end of
the game and backs up the final score difference; the move with the best mean value is
played. A turn here is a few decisions (tile, gold, figure): the iterations are run at the
turn's first decision and the later ones read the same tree (the subtree of the moves made
so far), as when the paper's tile-and-meeple move is one decision.

Written here from that description alone, on this engine's public API. The tiles nobody has
seen are dealt in a fresh random order for every iteration (the real draw order is never
read), and a tile drawn at the start of a turn is a chance outcome: the tree keeps one child
per (move, tile drawn next). It knows nothing about Carcassonne beyond the rules: no
evaluation, no move ordering, no pruning. Budgets are iterations, so a seed replays exactly.

``MctsPlayer(iterations, seed)`` has the computer players' interface (``choose(state)``);
``make_benchmark_player("mcts500", seed)`` builds one by name, so ``goldmines simulate --ai
mcts500,hard`` and ``python -m benchmarks.ai_strength`` can seat it. It is not a level of the
game (``LEVELS``): nobody is offered it at the table.
"""

from __future__ import annotations

import math
import random
import re

from goldmines_desktop.engine import (
    GameState,
    Move,
    acting_player,
    apply_decision,
    determinize,
    legal_moves,
    random_playout,
)

from .players import LEVELS, Player, make_player

EXPLORATION = 3.0  # C in Q + C * sqrt(ln N / n), on rewards in points
ITERATIONS = 500  # per decision, the paper's setting
NAME = re.compile(r"mcts(\d+)$")


class Node:
    """A tree node: the position reached by a sequence of moves (and tiles drawn)."""

    __slots__ = ("children", "draws", "visits", "total", "player")

    def __init__(self, player: int) -> None:
        self.children: dict[Move, Node] = {}
        # a move that ends the turn is followed by a chance outcome: the tile drawn next
        self.draws: dict[str | None, Node] = {}
        self.visits = 0
        self.total = 0.0  # summed rewards, for the player who made the move leading here
        self.player = player  # who made that move (-1: the root and chance outcomes)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def reward(totals: tuple[int, ...], player: int) -> float:
    """The final score difference for ``player``: their score minus the best other score."""
    return totals[player] - max(t for p, t in enumerate(totals) if p != player)


class MctsPlayer:
    """Vanilla UCT with determinized draws and uniformly random playouts."""

    def __init__(self, iterations: int = ITERATIONS, seed: int = 0) -> None:
        self.iterations = iterations
        self.level = f"mcts{iterations}"
        self.rng = random.Random(seed)
        self._tree: Node | None = None
        self._tree_at: tuple[Move, ...] = ()

    def choose(self, state: GameState) -> Move:
        moves = legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        root = self._reuse(state)
        if root is None:
            root = Node(-1)
            self._tree, self._tree_at = root, state.moves
            for _ in range(self.iterations):
                self._iterate(root, determinize(state, self.rng))
        for _ in range(self.iterations):  # a later decision: only if a move was never tried
            if all(m in root.children for m in moves):
                break
            self._iterate(root, determinize(state, self.rng))
        return max(moves, key=lambda m: _mean(root, m))

    def _reuse(self, state: GameState) -> Node | None:
        """The tree of this turn's first decision, followed along the moves made since."""
        start = len(self._tree_at)
        if self._tree is None or state.moves[:start] != self._tree_at:
            return None
        node: Node | None = self._tree
        for move in state.moves[start:]:
            node = node.children.get(move) if node is not None else None
        turn_moves = state.moves[start:]
        if node is None or not turn_moves or node.visits == 0:
            return None
        return node

    def _iterate(self, root: Node, state: GameState) -> None:
        rng = self.rng
        path = [root]
        node = root
        expanded = False
        while not state.finished and not expanded:  # selection, then one expansion
            moves = legal_moves(state)
            mover = acting_player(state)
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = untried[rng.randrange(len(untried))]
                node.children[move] = Node(mover)
                expanded = True
            else:
                log_n = math.log(max(1, node.visits))
                move = max(moves, key=lambda m: _uct(node.children[m], log_n))
            turn = state.turn
            state, _ = apply_decision(state, move)
            node = node.children[move]
            path.append(node)
            if state.turn != turn and not expanded:
                draw = node.draws.get(state.tile)
                if draw is None:
                    draw = node.draws[state.tile] = Node(-1)
                    expanded = True
                node = draw
                path.append(node)
        state = random_playout(state, rng)  # uniformly random moves to the end
        totals = state.totals()
        for visited in path:
            visited.visits += 1
            if visited.player >= 0:
                visited.total += reward(totals, visited.player)


def _uct(child: Node, log_n: float) -> float:
    return child.mean() + EXPLORATION * math.sqrt(log_n / child.visits)


def _mean(root: Node, move: Move) -> float:
    child = root.children.get(move)
    return child.mean() if child is not None and child.visits else -math.inf


def make_benchmark_player(name: str, seed: int) -> Player:
    """A player by name: ``mcts<iterations>`` (e.g. ``mcts500``) or any level of the game."""
    match = NAME.match(name)
    if match:
        return MctsPlayer(int(match.group(1)), seed)
    return make_player(name, seed)


def check_name(name: str) -> None:
    """Raise ``ValueError`` (a message for a person) unless ``name`` is a level or ``mctsN``."""
    if name not in LEVELS and not NAME.match(name):
        raise ValueError(
            f"unknown computer player {name!r} (use {', '.join(LEVELS)} or mctsN, e.g. mcts500)"
        )
