//! The options of `nim analyze` from its flags and rows.

use super::command::Subcommand;
use super::flags::Id;
use super::given::Given;
use super::read_play::{check_rules, rules};
use super::refuse::refuse_in;
use crate::analyze::Source;
use crate::cli::{AnalyzeOptions, CliError, Invocation};
use crate::text::Lang;
use crate::text::help::Refusal;

/// `nim analyze`'s options: rows, or `--values` of one rule.
pub(super) fn analyze_options(
    given: &Given,
    lang: Lang,
    rows: Vec<String>,
) -> Result<Invocation, CliError> {
    let command = Subcommand::Analyze;
    let refuse = |refusal| refuse_in(lang, command, refusal);
    check_rules(given).map_err(refuse)?;
    let summary = given.has(Id::Summary);
    let alone = !rows.is_empty()
        || [Id::Rules, Id::Hint, Id::Explain, Id::Misere]
            .iter()
            .any(|&id| given.has(id));
    if summary && (!given.has(Id::Rule) || alone) {
        return Err(refuse(Refusal::SummaryAlone));
    }
    let source = match given.values() {
        _ if summary => Source::Summary(given.values()),
        Some(_) if !given.has(Id::Rule) => return Err(refuse(Refusal::ValuesNeedRule)),
        Some(_) if !rows.is_empty() => return Err(refuse(Refusal::ValuesNoRows)),
        Some(_) if given.has(Id::Hint) => {
            return Err(refuse(Refusal::ValuesWith { flag: "--hint" }));
        }
        Some(_) if given.has(Id::Misere) => {
            return Err(refuse(Refusal::ValuesWith { flag: "--misere" }));
        }
        Some(upto) => Source::Values(upto),
        None if rows.is_empty() => return Err(refuse(Refusal::NeedsRows)),
        None => Source::from_args(rows),
    };
    Ok(Invocation::Analyze(AnalyzeOptions {
        rules: rules(given.has(Id::Misere)),
        lang: given.lang().unwrap_or(lang.in_ascii(false)),
        hint: given.has(Id::Hint),
        explain: given.has(Id::Explain),
        row_rules: given.row_rules(),
        limits: given.limits(),
        source,
    }))
}
