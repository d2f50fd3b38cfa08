"""The Riverfolk Robots' chosen traits (Law of Rootbotics chapter 9, "Traits"; [CR]
Vagabottos/clockroot ``src/assets/i18n/en-US.json`` TextGarrison, TextGreedy, TextFerocious,
TextInvolved and ``src/app/models/riverfolk.ts``: the one reading of their text found, so each is
unconfirmed). Its seat's Faction hooks call these only when the table chose the trait; each acts
where it happens, on whoever's turn.

* Garrison: as defender it is never defenseless, and each of its trade posts in the clearing of
  battle adds one to its maximum rolled hits (4.3.2.I counts what stands in that clearing; a
  clearing holds one trade post, 11.5.6.I).
* Ferocious: as attacker its maximum rolled hits is always three.
* Greedy: it scores 1 VP when the player with the most points buys its services, once however
  many they buy that turn (scored with the turn's first purchase).
* Involved: on the turn of a human who has not bought Mercenaries, its warriors fight as if every
  enemy of that player had bought them (11.2.7.III): for whoever that player battles, in
  Daylight and Evening, the purchase's part of the turn (11.2.6) being over. The Vagabond may
  buy Mercenaries to escape this, without their help (11.2.7.III.b otherwise bars him).
"""

from __future__ import annotations

from rootboard.game.bots import traits_of
from rootboard.game.faction import ATTACKER, DEFENDER
from rootboard.game.kinds import WARRIOR
from rootboard.game.unconfirmed import BOT_TRAITS
from rootboard.messages import Template

FEROCIOUS_HITS = BOT_TRAITS["ferocious_hits"]  # [CR] TextFerocious (one source: unconfirmed)
GREEDY_POINTS = BOT_TRAITS["greedy_points"]  # [CR] TextGreedy

GARRISON = Template("bot.riverfolk.garrison", "Garrison: defending, the Riverfolk Robots are never defenseless "
                    "(a trait of the Law of Rootbotics)")
GARRISON_CAP = Template("bot.riverfolk.garrison-cap", "{warriors} warriors and {posts} trade post, Garrison (a "
                        "trait of the Law of Rootbotics)",
                        plural="{warriors} warriors and {posts} trade posts, Garrison (a trait of the Law of "
                        "Rootbotics)", count="posts")
FEROCIOUS = Template("bot.riverfolk.ferocious", "three, Ferocious (a trait of the Law of Rootbotics)")
GREEDY = Template("bot.riverfolk.greedy", "Greedy: {who:faction} {who:faction|sg=has|pl=have} the most points, so "
                  "the Riverfolk Robots score 1 VP for this turn's purchase (a trait of the Law of Rootbotics)")
INVOLVED = Template("bot.riverfolk.involved", "Involved: {buyer:faction} bought no Mercenaries this turn, so "
                    "{count} Riverfolk Robots warrior fights for {side:faction} (a trait of the Law of Rootbotics)",
                    plural="Involved: {buyer:faction} bought no Mercenaries this turn, so {count} Riverfolk Robots "
                    "warriors fight for {side:faction} (a trait of the Law of Rootbotics)", count="count")
INVOLVED_VAGABOND = Template("bot.riverfolk.involved-vagabond", "Involved: the Vagabond may buy Mercenaries from "
                             "the Riverfolk Robots, to keep their warriors out of his battles; they do not fight "
                             "for him (a trait of the Law of Rootbotics)")


def _has(state, fid, trait) -> bool:
    return trait in traits_of(state, fid)


def garrison_defenseless(state, fight, role, fid):
    """Garrison: never defenseless as defender (said when it would have been); None otherwise."""
    if role != DEFENDER or not _has(state, fid, "garrison"):
        return None
    if not fight.warriors(role):
        fight.say(GARRISON("4.3.3.II", "16.1.3"))
    return False


def cap(state, fight, role, fid):
    """Its maximum rolled hits under Ferocious (attacking) or Garrison (defending); None: the
    warriors there (4.3.2.I)."""
    if role == ATTACKER and _has(state, fid, "ferocious"):
        return FEROCIOUS_HITS, FEROCIOUS("16.1.3")
    if role == DEFENDER and _has(state, fid, "garrison"):
        posts = sum(n for (owner, piece), n in state.pieces_at(fight.where).items()
                    if owner == fid and piece.endswith("trade-post"))
        if posts:
            n = fight.warriors(role)
            return n + posts, GARRISON_CAP("16.1.3", warriors=n, posts=posts)
    return None


def greedy(state, fid, buyer) -> tuple[list, list]:
    """Greedy: the first purchase of the turn by the player with the most points scores it 1 VP."""
    from rootboard.game import hirelings
    from rootboard.game.factions.riverfolk.actions import bought

    if not _has(state, fid, "greedy") or bought(state) or buyer == fid:
        return [], []
    if state.scores.get(buyer, 0) < max(state.scores.values(), default=0):
        return [], []
    edits, notes = hirelings.score_edits(state, fid, GREEDY_POINTS)
    return edits, [GREEDY("16.1.3", who=buyer), *notes]


def involved_for(state, fid, side, opponent, where) -> bool:
    """Involved: whether its warriors in ``where`` fight for ``side`` against ``opponent``, the
    human whose turn it is, who bought no Mercenaries."""
    if not _has(state, fid, "involved") or fid in (side, opponent) or opponent != state.current:
        return False
    if opponent in state.bots or not state.count(where, (fid, WARRIOR)):
        return False
    if state.phase_tracked and state.phase == "birdsong":
        return False  # purchases are made in Birdsong (11.2.6): not yet decided
    return "mercenaries" not in state.effects.get(opponent, ())


def involved_words(state, fid, side, where):
    return INVOLVED("11.2.7.III", "16.1.3", buyer=state.current, side=side, count=state.count(where, (fid, WARRIOR)))


def vagabond_may_buy(state, fid) -> bool:
    return _has(state, fid, "involved")
