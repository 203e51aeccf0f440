"""The coach's findings in the player's language: a costly turn's sentence ("Turn 23: a farmer
here was worth 9 more points than a meeple on the road") and a turn's played / best / loss.

Words only (no pygame): the data comes from ``ai.coach`` (``Lesson``, ``Claim``,
``TurnReview``); the window and the command line's ``goldmines review`` both word it here.
"""

from __future__ import annotations

from ...ai.coach import Claim, Lesson, TurnReview, lesson_of
from ...i18n import N_, _, ngettext

# What a turn did with a figure, as the subject or the comparison of the sentence (both are
# in the nominative case in the sentences below).
CLAIMS = {
    ("meeple", "road"): N_("a meeple on the road"),
    ("meeple", "city"): N_("a meeple in the city"),
    ("meeple", "monastery"): N_("a meeple on the monastery"),
    ("meeple", "field"): N_("a farmer"),
    ("abbot", "monastery"): N_("the abbot on the monastery"),
    ("abbot", "garden"): N_("the abbot in the garden"),
    ("large_meeple", "road"): N_("the large meeple on the road"),
    ("large_meeple", "city"): N_("the large meeple in the city"),
    ("large_meeple", "monastery"): N_("the large meeple on the monastery"),
    ("large_meeple", "field"): N_("the large meeple as a farmer"),
    ("builder", "road"): N_("the builder on the road"),
    ("builder", "city"): N_("the builder in the city"),
    ("pig", "field"): N_("the pig in the field"),
}
NO_FIGURE = N_("keeping your figures")
ABBOT_BACK = N_("taking the abbot back")
SOME_FIGURE = N_("a figure")


def claim_words(claim: Claim) -> str:
    """What a turn did with a figure, in a few words."""
    if claim.returned:
        return _(ABBOT_BACK)
    if claim.figure is None:
        return _(NO_FIGURE)
    return _(CLAIMS.get((claim.figure, claim.feature or ""), SOME_FIGURE))


def turn_label(lesson: Lesson) -> str:
    """The turn's number, and "(second tile)" when the lesson is about a double turn's second
    part (Traders & Builders)."""
    if lesson.second_part:
        return _("{turn} (second tile)").format(turn=lesson.turn)
    return str(lesson.turn)


def lesson_words(lesson: Lesson) -> str:
    """The lesson of a costly turn in one sentence."""
    n, turn = lesson.points, turn_label(lesson)
    if lesson.best != lesson.played:
        best, played = claim_words(lesson.best), claim_words(lesson.played)
        if lesson.place == "here":
            text = ngettext(
                "Turn {turn}: {best} here was worth {n} more point than {played}",
                "Turn {turn}: {best} here was worth {n} more points than {played}",
                n,
            )
        elif lesson.place == "turned":
            text = ngettext(
                "Turn {turn}: {best} with the tile turned was worth {n} more point than {played}",
                "Turn {turn}: {best} with the tile turned was worth {n} more points than {played}",
                n,
            )
        else:
            text = ngettext(
                "Turn {turn}: {best} elsewhere was worth {n} more point than {played}",
                "Turn {turn}: {best} elsewhere was worth {n} more points than {played}",
                n,
            )
        return text.format(turn=turn, best=best, n=n, played=played)
    if lesson.place == "turned":
        text = ngettext(
            "Turn {turn}: the tile turned another way was worth {n} more point",
            "Turn {turn}: the tile turned another way was worth {n} more points",
            n,
        )
    elif lesson.place == "elsewhere":
        text = ngettext(
            "Turn {turn}: the tile in another place was worth {n} more point",
            "Turn {turn}: the tile in another place was worth {n} more points",
            n,
        )
    else:
        text = ngettext(
            "Turn {turn}: another choice for the gold was worth {n} more point",
            "Turn {turn}: another choice for the gold was worth {n} more points",
            n,
        )
    return text.format(turn=turn, n=n)


def played_words(entry: TurnReview) -> str:
    return _("Played: {what}").format(what=claim_words(entry.played_claim))


def best_words(entry: TurnReview) -> str:
    """The best turn found; "the same" when it is the turn played."""
    if entry.best == entry.played:
        return _("Best: the turn played")
    place = _place_words(entry)
    return _("Best: {what}, {where}").format(what=claim_words(entry.best_claim), where=place)


def loss_words(entry: TurnReview) -> str:
    if entry.loss == 0:
        return _("Nothing given away")
    return ngettext("{n} point given away", "{n} points given away", entry.loss).format(
        n=entry.loss
    )


def _place_words(entry: TurnReview) -> str:
    place = lesson_of(entry).place
    if place == "turned":
        return _("the tile turned another way")
    if place == "elsewhere":
        return _("the tile in another place")
    return _("the tile in the same place")


# --- what the better turn would have done, with its ghost on the board -----------------------


def better_words(lesson: Lesson) -> str:
    """One plain sentence on the better turn, which the board shows as a ghost: "A farmer on
    the field shown would have been worth 6 more points by the end of the game"."""
    n, best = lesson.points, lesson.best
    if best != lesson.played:
        text = _figure_sentence(best, n)
    elif lesson.place in ("turned", "elsewhere"):
        text = ngettext(
            "The tile placed as shown would have been worth {n} more point.",
            "The tile placed as shown would have been worth {n} more points.",
            n,
        )
    else:
        text = ngettext(
            "Another choice for the gold would have been worth {n} more point.",
            "Another choice for the gold would have been worth {n} more points.",
            n,
        )
    return text.format(n=n)


def _figure_sentence(best: Claim, n: int) -> str:
    """The sentence (still with ``{n}``) for a better turn that did something else with a
    figure."""
    if best.returned:
        return ngettext(
            "Taking the abbot back would have been worth {n} more point.",
            "Taking the abbot back would have been worth {n} more points.",
            n,
        )
    sentences = {
        ("meeple", "road"): ngettext(
            "A meeple on the road shown would have been worth {n} more point.",
            "A meeple on the road shown would have been worth {n} more points.",
            n,
        ),
        ("meeple", "city"): ngettext(
            "A meeple in the city shown would have been worth {n} more point.",
            "A meeple in the city shown would have been worth {n} more points.",
            n,
        ),
        ("meeple", "monastery"): ngettext(
            "A meeple on the monastery shown would have been worth {n} more point.",
            "A meeple on the monastery shown would have been worth {n} more points.",
            n,
        ),
        ("meeple", "field"): ngettext(
            "A farmer on the field shown would have been worth {n} more point by the end "
            "of the game.",
            "A farmer on the field shown would have been worth {n} more points by the end "
            "of the game.",
            n,
        ),
        ("abbot", "monastery"): ngettext(
            "The abbot on the monastery shown would have been worth {n} more point.",
            "The abbot on the monastery shown would have been worth {n} more points.",
            n,
        ),
        ("abbot", "garden"): ngettext(
            "The abbot in the garden shown would have been worth {n} more point.",
            "The abbot in the garden shown would have been worth {n} more points.",
            n,
        ),
    }
    sentences.update(_expansion_sentences(n))
    if best.figure is None:
        return ngettext(
            "Keeping your figures, with the tile as shown, would have been worth {n} more point.",
            "Keeping your figures, with the tile as shown, would have been worth {n} more points.",
            n,
        )
    return sentences.get(
        (best.figure, best.feature or ""),
        ngettext(
            "A figure as shown would have been worth {n} more point.",
            "A figure as shown would have been worth {n} more points.",
            n,
        ),
    )


def turn_sentence(lesson: Lesson) -> str:
    """A costly turn in the coach's list: "Turn 12: a farmer ..." with its sentence."""
    return _("Turn {turn}: {sentence}").format(
        turn=turn_label(lesson), sentence=better_words(lesson)
    )


def short_turn_sentence(lesson: Lesson) -> str:
    """A costly turn in the coach's list when the whole sentences have no room: the turn and
    the points given away (its whole sentence shows when the turn is chosen)."""
    return ngettext(
        "Turn {turn}: {n} point given away", "Turn {turn}: {n} points given away", lesson.points
    ).format(turn=turn_label(lesson), n=lesson.points)


def _expansion_sentences(n: int) -> dict[tuple[str, str], str]:
    """The better turn's sentence for the figures of Inns & Cathedrals and Traders & Builders
    (still with ``{n}``)."""
    return {
        ("large_meeple", "road"): ngettext(
            "The large meeple on the road shown would have been worth {n} more point.",
            "The large meeple on the road shown would have been worth {n} more points.",
            n,
        ),
        ("large_meeple", "city"): ngettext(
            "The large meeple in the city shown would have been worth {n} more point.",
            "The large meeple in the city shown would have been worth {n} more points.",
            n,
        ),
        ("large_meeple", "monastery"): ngettext(
            "The large meeple on the monastery shown would have been worth {n} more point.",
            "The large meeple on the monastery shown would have been worth {n} more points.",
            n,
        ),
        ("large_meeple", "field"): ngettext(
            "The large meeple in the field shown would have been worth {n} more point by the "
            "end of the game.",
            "The large meeple in the field shown would have been worth {n} more points by the "
            "end of the game.",
            n,
        ),
        ("builder", "road"): ngettext(
            "The builder on the road shown, for second tiles as it grows, would have been "
            "worth {n} more point.",
            "The builder on the road shown, for second tiles as it grows, would have been "
            "worth {n} more points.",
            n,
        ),
        ("builder", "city"): ngettext(
            "The builder in the city shown, for second tiles as it grows, would have been "
            "worth {n} more point.",
            "The builder in the city shown, for second tiles as it grows, would have been "
            "worth {n} more points.",
            n,
        ),
        ("pig", "field"): ngettext(
            "The pig in the field shown (1 more per completed city) would have been worth "
            "{n} more point.",
            "The pig in the field shown (1 more per completed city) would have been worth "
            "{n} more points.",
            n,
        ),
    }
