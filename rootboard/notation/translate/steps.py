"""What one Rootlog action becomes: the steps a translation gives the checked replay.

A step is one of:

* :class:`Planned`: a rootboard action, played through the rules (teach mode); ``assumed``
  says what the translation inferred to make it (a plot's kind, a clearing not written),
  ``note`` what it recognised (Field Hospitals), said with it but no doubt; ``instead``: what
  the log may have left unwritten, tried when the rules refuse the action for one of the
  reasons it names (a move across the lake by the Ferry, 16.2.2.V); ``excuse``: why a refusal
  for one of the reasons it names may rest on a rule rootboard does not model (a move on
  another faction's turn, by a card), so that it is not called illegal; ``judgement``: the
  action's verdict and edits, when the translation has them already (a battle it resolved);
* :class:`NotModelled`: something rootboard does not keep (cards, prices, a faction board),
  with the reason, and the pieces it leaves where they were (``touches``);
* :class:`Covered`: already done by a rootboard action next to it (the boots a Move
  exhausts, the torch of an Explore, a point rootboard scored itself): nothing to apply;
* :class:`Omitted`: what the rules ask with the action that the log leaves out (the Duchy's
  Price of Failure, 12.2.3): said as against the rules; nothing is applied for it;
* :class:`Refused`: what cannot be translated into anything that could happen (a piece of
  a faction that is not in the game), with its Law section;
* :class:`Read`: how an action the spec does not allow was read leniently (a base written
  ``r_b``): said as assumed, with the steps of what it was read as.

``touches`` name what a step concerns, as (faction, thing, where) keys: the checked replay
follows a step that could not be made to the later ones that fail on the same pieces (a
cascade), and shows them as its consequences.
"""

from __future__ import annotations

from rootboard.game.actions import Action
from rootboard.messages import Message
from rootboard.records import field, record

Key = tuple  # (faction, piece or item, location or None)


@record(frozen=True)
class Instead:
    """Actions the log may mean instead, when the rules refuse for a reason in ``when`` (message
    ids): each must be legal, and ``assumed`` says what was inferred."""

    actions: tuple[Action, ...]
    when: frozenset[str]
    assumed: Message

    def __init__(self, actions: tuple[Action, ...], when: frozenset[str], assumed: Message):
        # Its own, as Planned's: one for every card action from a hand (issue 32).
        self.__dict__.update(actions=actions, when=when, assumed=assumed)


@record(frozen=True)
class Excuse:
    """A rule rootboard does not model that may allow what it refuses for a reason in ``when``
    (message ids; None: any reason)."""

    reason: Message
    when: frozenset[str] | None = None


@record(frozen=True)
class Planned:
    action: Action
    assumed: Message | None = None
    note: Message | None = None
    touches: frozenset = frozenset()
    instead: tuple[Instead, ...] = ()
    excuse: Excuse | None = None
    # What ``action.judged`` gives on the position the step was planned on, when the
    # translation worked it out already (a battle resolved to match the log's removals);
    # good only while nothing has been applied since.
    judgement: tuple | None = field(default=None, compare=False, repr=False)

    def __init__(self, action: Action, assumed: Message | None = None, note: Message | None = None,
                 touches: frozenset = frozenset(), instead: tuple[Instead, ...] = (), excuse: Excuse | None = None,
                 judgement: tuple | None = None):
        # Its own, as rootboard.records allows, with the fields' defaults: most steps are
        # planned ones, made by keyword (a replay of the 476-action log makes some four
        # hundred), which a record's own __init__ takes by its slow path (issue 32).
        self.__dict__.update(action=action, assumed=assumed, note=note, touches=touches, instead=instead,
                             excuse=excuse, judgement=judgement)


@record(frozen=True)
class NotModelled:
    reason: Message
    touches: frozenset = frozenset()


@record(frozen=True)
class Covered:
    reason: Message

    def __init__(self, reason: Message):
        # Its own, as Planned's: some hundred and seventy a replay of the 476-action log (issue 32).
        self.__dict__["reason"] = reason


@record(frozen=True)
class Omitted:
    reason: Message


@record(frozen=True)
class Refused:
    reason: Message
    touches: frozenset = frozenset()


@record(frozen=True)
class Read:
    assumed: Message


Step = Planned | NotModelled | Covered | Omitted | Refused | Read
