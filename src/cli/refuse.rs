//! A refusal of the command line, worded, and the kind of mistake it is.

use super::command::Subcommand;
use crate::cli::{CliError, ErrorKind};
use crate::text::Lang;
use crate::text::help::Refusal;

/// A refusal in `lang`, in the shape every command-line tool uses: `error:`,
/// the reason, and where to read more (status 2).
pub(super) fn refuse_in(lang: Lang, command: Subcommand, refusal: Refusal) -> CliError {
    let kind = match refusal {
        Refusal::Unknown { .. }
        | Refusal::Unexpected { .. }
        | Refusal::OnlyForAnalyze { .. }
        | Refusal::OptionOf { .. }
        | Refusal::HostChooses { .. }
        | Refusal::JoinExtra { .. }
        | Refusal::ReplayExtra { .. }
        | Refusal::CompletionsExtra { .. } => ErrorKind::UnknownArgument,
        Refusal::NeedsValue { .. } => ErrorKind::MissingValue,
        Refusal::TakesNoValue { .. }
        | Refusal::Choice { .. }
        | Refusal::NotText { .. }
        | Refusal::Shell { .. } => ErrorKind::InvalidValue,
        Refusal::Repeated { .. }
        | Refusal::Twice { .. }
        | Refusal::RowsOrRandom
        | Refusal::DailyOrSeed
        | Refusal::DateOrSeed => ErrorKind::ArgumentConflict,
        Refusal::NeedsRows
        | Refusal::NeedsRecord
        | Refusal::JoinNeeds
        | Refusal::NeedsShell { .. } => ErrorKind::MissingRequiredArgument,
        _ => ErrorKind::ValueValidation,
    };
    let text = format!(
        "error: {}\n\n{}\n",
        lang.cli_refusal(refusal),
        lang.cli_try_help(command.name())
    );
    CliError { kind, text }
}
