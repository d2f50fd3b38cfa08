"""Cards in a Rootlog: mostly not modelled, except where a card changes what rootboard checks.

rootboard keeps no hands, decks, Decrees, quests or cards in play, so drawing, spending,
revealing and giving cards are not modelled. What a card changes on the board is: a Vagabond's
character card sets up his board (``#thief->$``, 9.3.1); a crafted Boat Builders or Tunnels is
an effect in force for its owner (rootboard checks moves with it), and discarding it from a
board ends it. A crafted item goes to a Vagabond's board (9.5.8); anyone else's Crafted Items
box is not modelled. Hirelings change hands (16.4.1), dominance cards and coalitions move a score
marker off the track (not modelled).
"""

from __future__ import annotations

from rootboard.game.actions import Control, SetEffect
from rootboard.game.factions.vagabond.board import CHARACTER_BY_NAME
from rootboard.game.state import GameState
from rootboard.messages import Template
from rootboard.notation import model as m
from rootboard.notation import vocabulary as words
from rootboard.notation.start import faction_id
from rootboard.notation.translate.context import TurnContext
from rootboard.notation.translate.steps import NotModelled, Planned, Refused, Step
from rootboard.notation.translate.vagabond import his, is_vagabond, item_name

CARDS = Template("rootlog.replay.cards", "cards are not modelled: rootboard keeps no hands, decks or cards in play")
CRAFT = Template("rootlog.replay.craft",
                 "{who:faction} crafts {card!r}: a card's effect is not modelled unless rootboard checks it")
CRAFTED_ITEM = Template("rootlog.replay.crafted-item",
                        "{who:faction} crafts {item:item.a}: a Crafted Items box is not modelled, only the "
                        "Vagabond's board")
REVEAL = Template("rootlog.replay.reveal", "revealing cards is not modelled")
DOMINANCE = Template("rootlog.replay.dominance",
                     "dominance and coalitions are not modelled: the score stays on rootboard's track")
NO_HIRELING = Template("rootlog.replay.no-hireling", "{hireling} is not a hireling of this game")


def card_steps(ctx: TurnContext, state: GameState, move: m.Move) -> list[Step]:
    found: list[Step] = []
    modelled = False
    for step in move.steps():
        card = step.what
        if not isinstance(card, m.Card) or card.name is None:
            continue
        name = card.full_name
        to, start = step.to, step.start
        if card.kind == "character" and isinstance(to, m.Board) and name in CHARACTER_BY_NAME:
            who = faction_id(to.faction)
            if is_vagabond(state, who):
                found.append(Planned(his().SetCharacter(who, name), touches=frozenset({(who, "character", None)})))
                modelled = True
                continue
        if isinstance(start, m.Board) and to is None:  # a card in play discarded
            who = faction_id(start.faction)
            ctx.crafted.get(who, set()).discard(name)
            effect = words.EFFECT_CARDS.get(name)
            if effect and effect in state.effects.get(who, set()):
                found.append(Planned(SetEffect(who, effect, False)))
                modelled = True
    if not modelled or len(found) < len(move.things):
        found.append(NotModelled(CARDS()))
    return found


def craft_steps(ctx: TurnContext, state: GameState, craft: m.Craft) -> list[Step]:
    who = faction_id(craft.faction)
    if isinstance(craft.what, m.Item):
        name = item_name(craft.what)
        if is_vagabond(state, who) and name is not None:
            return [Planned(his().ItemChange(who, name, "take"), touches=frozenset({(who, name, None)}))]
        return [NotModelled(CRAFTED_ITEM(who=who, item=name or craft.what.type))]
    name = craft.what.full_name or ""
    ctx.crafted.setdefault(who, set()).add(name)
    effect = words.EFFECT_CARDS.get(name)
    if effect is not None and who in state.factions:
        return [Planned(SetEffect(who, effect, True))]
    return [NotModelled(CRAFT(who=who, card=craft.what.name))]


def reveal_steps(ctx, state, reveal) -> list[Step]:
    return [NotModelled(REVEAL())]


def dominance_steps(ctx, state, dominance) -> list[Step]:
    return [NotModelled(DOMINANCE())]


def hire_steps(ctx, state: GameState, hire: m.Hire) -> list[Step]:
    hireling = hire.hireling.hireling_id
    controller = faction_id(hire.faction)
    if hireling not in state.hirelings:
        return [Refused(NO_HIRELING("16.4.1", hireling=hire.hireling.code))]
    return [Planned(Control(hireling, controller, hire.markers))]
