"""Rule sets in words: the summary of the chosen rules and the full rules text."""

from __future__ import annotations

from ristikontra.announce.cards import summary_order
from ristikontra.announce.context import Context, Part
from ristikontra.announce.message import Message
from ristikontra.announce.rulesdoc import RULES_SECTIONS, RulesDocument
from ristikontra.engine.rules import PRESETS, SHORT_VALUES, STANDARD_VALUES, Rules

__all__ = ["RULES_SECTIONS", "rules_parts", "rules_sentences", "rules_summary", "rules_text", "ruleset_key"]


def ruleset_key(rules: Rules) -> str:
    """`sticks`, `total`, `short` (the named rule sets, whatever their options) or `custom`."""
    values = dict(rules.card_values)
    if rules.scoring == "sticks" and values == dict(STANDARD_VALUES):
        return "sticks"
    if rules.scoring == "running_total" and values == dict(STANDARD_VALUES):
        return "total"
    if rules.scoring == "running_total" and values == dict(SHORT_VALUES):
        return "short"
    return "custom"


def rules_parts(ctx: Context, rules: Rules) -> list[Part]:
    """Catalog parts describing `rules`; the first is always the rule set's name."""
    yes_no = {True: "yes", False: "no"}
    sticks = rules.scoring == "sticks"
    values = ", ".join(f"{ctx.words.rank(r)} {rules.value(r)}"
                       for r in summary_order(rules.card_values, rules.card_values) if rules.value(r))
    return [
        ("ruleset-name", {"name": ruleset_key(rules)}),
        ("rules-goal", {"scoring": "sticks" if sticks else "total",
                        "target": ctx.sticks(rules.target) if sticks else rules.target,
                        "target_count": rules.target}),
        ("rules-values", {"values": values}),
        ("rules-blind", {"on": yes_no[rules.blind_play]}),
        ("rules-lead-limit", {"limit": rules.lead_limit}),
        ("rules-fourth-king", {"on": yes_no[rules.fourth_king]}),
        ("rules-dirty", {"on": yes_no[rules.dirty]}),
    ]


def rules_sentences(ctx: Context, rules: Rules, changes_only: bool = False) -> str:
    """The rule set's name, its goal and every option, as spoken sentences.

    With `changes_only`, options are named only where they differ from the named rule set's
    defaults (card points of a custom set, blind play off, another lead limit, the extra rules).
    """
    parts = rules_parts(ctx, rules)
    if changes_only:
        base = PRESETS.get(ruleset_key(rules), PRESETS["sticks"])
        differs = {
            "rules-values": ruleset_key(rules) == "custom",
            "rules-blind": rules.blind_play != base.blind_play,
            "rules-lead-limit": rules.lead_limit != base.lead_limit,
            "rules-fourth-king": rules.fourth_king and not rules.dirty,
            "rules-dirty": rules.dirty,
        }
        parts = [p for p in parts if differs.get(p[0], True)]
    name = ctx.t.format(*parts[0])
    return " ".join([f"{name}."] + [ctx.t.format(i, a) for i, a in parts[1:]])


def rules_summary(ctx: Context, rules: Rules) -> Message:
    short = "; ".join(ctx.t.format(i, a, attribute="short") for i, a in rules_parts(ctx, rules))
    return Message(short if ctx.brief else rules_sentences(ctx, rules), short, None, True)


def rules_text(ctx: Context) -> Message:
    """The full rules as one message (the document's sections and paragraphs in order)."""
    return RulesDocument(ctx).full_text()
