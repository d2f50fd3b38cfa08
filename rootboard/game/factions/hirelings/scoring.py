"""A hireling action that scores its controller: the Bluebird Nobles' Start-of-Birdsong action,
a point for every three clearings the controller rules (16.4.2.III; its card, one transcription:
:data:`rootboard.game.unconfirmed.HIRELING_TURNS`). The same card lets its controller rule the
clearings where it ties for the most (16.4.2.II, "like Lords of the Forest", 7.2.2), which the
ruling itself counts (rootboard.game.rules asks the hireling, abilities.tie_break); a tie another
faction's rule breaks first (the Eyrie's own Lords of the Forest) is the table's to settle, and said.
"""

from __future__ import annotations

from rootboard.game import hirelings
from rootboard.game.actions import Action
from rootboard.game.factions.hirelings.uses import SECTIONS, UNCONTROLLED, refusal, use_of, used_key
from rootboard.game.hirelings import showing
from rootboard.game.rules import presence, ruling
from rootboard.game.verdict import impossible, legal
from rootboard.messages import Template
from rootboard.records import record

PER = 3  # one point for every three clearings ruled (its card)

NO_SCORING = Template("hireling-score.none", "{hireling:card.whose} action scores nothing")
SCORES = Template("hireling-score.done", "{who:faction} {who:faction|sg=rules|pl=rule} {ruled} clearings, counting "
                  "ties ({hireling:card}): {count} point", plural="{who:faction} {who:faction|sg=rules|pl=rule} "
                  "{ruled} clearings, counting ties ({hireling:card}): {count} points", count="count")
CONTESTED = Template("hireling-score.contested", "{where:area}: a tie {ruler:faction} {ruler:faction|sg=breaks|"
                     "pl=break} by {ruler:faction|sg=its|pl=their} own rule; the table says who rules it "
                     "({hireling:card} rules ties too)")
SCORE_LOG = Template("hireling-score.log", "{hireling:faction}: a point per three clearings its controller rules")


def ruled(state, fid: str) -> tuple[list[int], list[int]]:
    """The clearings ``fid`` rules (its ties among them, the card's ability); and those where it
    ties for the most but another faction's rule breaks the tie."""
    mine, contested = [], []
    for c in sorted(state.topology.board.clearings):
        found = ruling(state, c).ruler
        if found == fid:
            mine.append(c)
            continue
        totals = presence(state, c)
        if found is not None and totals and totals.get(fid, 0) == max(totals.values()) \
                and list(totals.values()).count(totals[fid]) > 1:
            contested.append(c)
    return mine, contested


@record(frozen=True)
class ScoreRuled(Action):
    """``hireling``'s action ``use``: its controller scores a point per three clearings it rules."""

    hireling: str
    use: int = 1
    kind = "hireling-score"

    def _plan(self, state):
        spec = use_of(state, self.hireling, self.use)
        side, section = showing(state, self.hireling), SECTIONS[spec["at"]]
        if "score" not in spec:
            return None, impossible(NO_SCORING(section, hireling=side))
        controller = state.controllers.get(self.hireling)
        if controller is None:  # nobody to score, even taught (16.4.2)
            return None, impossible(UNCONTROLLED("16.4.2", hireling=side))
        mine, contested = ruled(state, controller)
        return (controller, mine, contested, len(mine) // PER), refusal(state, self.hireling, self.use)

    def check(self, state):
        plan, problem = self._plan(state)
        if plan is None:
            return problem
        controller, mine, contested, points = plan
        side, section = showing(state, self.hireling), SECTIONS[use_of(state, self.hireling, self.use)["at"]]
        notes = [CONTESTED(section, "7.2.2", where=c, ruler=ruling(state, c).ruler, hireling=side) for c in contested]
        notes += hirelings.score_edits(state, controller, points)[1] if points else []
        return problem or legal(SCORES(section, who=controller, ruled=len(mine), count=points, hireling=side), *notes)

    def edits(self, state):
        controller, _, _, points = self._plan(state)[0]
        scored = hirelings.score_edits(state, controller, points)[0] if points else []
        return [*scored, state.set_edit("used", state.used | {used_key(self.hireling, self.use)})]

    def describe(self, law):
        return SCORE_LOG("16.4.2.III", hireling=self.hireling)


ACTIONS = (ScoreRuled,)
