//! The reason for every refusal, in both languages. Each message repeats what
//! was typed (shortened by [`echo`]) and says what would be valid, in at most
//! 80 columns, so it fits line 24 of the screen.

use super::{Lang, echo, russian_plural};
use crate::analyze::AnalyzeError;
use crate::command::CommandError;
use crate::game::{LayoutError, MAX_CHIPS, MAX_ROWS, MIN_ROWS, MoveError};
use crate::session::{InputError, Prompt, SetupError, Side};

impl Lang {
    /// Why a typed line was refused, and what the question `asked` accepts.
    pub fn input_error(self, error: &InputError, asked: Prompt) -> String {
        match error {
            InputError::Command(e) => self.refusal(e, asked),
            InputError::Setup(SetupError::Command(e)) => self.refusal(e, asked),
            InputError::Setup(e) => self.setup_error(e),
        }
    }

    /// A refused move line, worded for the move prompt.
    pub fn command_error(self, error: &CommandError) -> String {
        self.refusal(error, Prompt::Move(Side::You))
    }

    /// What the question `asked` accepts, as the second half of a refusal.
    fn accepts(self, asked: Prompt) -> String {
        match (self, asked) {
            (Lang::En, Prompt::Move(_)) => "type ROW COUNT, e.g. 2 3".to_string(),
            (Lang::Ru, Prompt::Move(_)) => "введите РЯД КОЛИЧЕСТВО, например 2 3".to_string(),
            (Lang::En, Prompt::SetupRows) => {
                format!("type the number of rows, {MIN_ROWS} to {MAX_ROWS}")
            }
            (Lang::Ru, Prompt::SetupRows) => {
                format!("введите число рядов, от {MIN_ROWS} до {MAX_ROWS}")
            }
            (Lang::En, Prompt::SetupRow(row)) => {
                format!("type the chips in row {row}, 1 to {MAX_CHIPS}")
            }
            (Lang::Ru, Prompt::SetupRow(row)) => {
                format!("введите число фишек ряда {row}, от 1 до {MAX_CHIPS}")
            }
        }
    }

    fn refusal(self, error: &CommandError, asked: Prompt) -> String {
        let accepts = self.accepts(asked);
        let setup = !matches!(asked, Prompt::Move(_));
        match (self, error) {
            (Lang::En, CommandError::Empty) => format!("the line is empty; {accepts}"),
            (Lang::Ru, CommandError::Empty) => format!("строка пуста; {accepts}"),
            (Lang::En, CommandError::NotANumber { typed }) => {
                format!("\"{}\" is not a whole number; {accepts}", echo(typed))
            }
            (Lang::Ru, CommandError::NotANumber { typed }) => {
                format!("\"{}\" - не целое число; {accepts}", echo(typed))
            }
            (Lang::En, CommandError::WrongCount { typed, found }) => {
                let numbers = if *found == 1 { "number" } else { "numbers" };
                format!("\"{}\" is {found} {numbers}; {accepts}", echo(typed))
            }
            (Lang::Ru, CommandError::WrongCount { typed, found }) => {
                let n = u32::try_from(*found).unwrap_or(u32::MAX);
                let numbers = russian_plural(n, "число", "числа", "чисел");
                format!("\"{}\" - это {found} {numbers}; {accepts}", echo(typed))
            }
            (Lang::En, CommandError::TooLarge { typed }) => {
                format!("{} is far too large; {accepts}", echo(typed))
            }
            (Lang::Ru, CommandError::TooLarge { typed }) => {
                format!("{} - слишком велико; {accepts}", echo(typed))
            }
            (Lang::En, CommandError::BadSeparator { typed }) if setup => {
                format!("\"{}\" is not one whole number; {accepts}", echo(typed))
            }
            (Lang::Ru, CommandError::BadSeparator { typed }) if setup => {
                format!("\"{}\" - не одно число; {accepts}", echo(typed))
            }
            (Lang::En, CommandError::BadSeparator { typed }) => format!(
                "\"{}\": put a space or one comma between ROW and COUNT, e.g. 2,3",
                echo(typed)
            ),
            (Lang::Ru, CommandError::BadSeparator { typed }) => format!(
                "\"{}\": разделите числа пробелом или одной запятой, например 2,3",
                echo(typed)
            ),
            (lang, CommandError::Move(error)) => lang.move_error(error),
        }
    }

    pub fn move_error(self, error: &MoveError) -> String {
        match (self, *error) {
            (Lang::En, MoveError::NoSuchRow { row, rows }) => {
                format!("there is no row {row}; the rows are 1 to {rows}")
            }
            (Lang::Ru, MoveError::NoSuchRow { row, rows }) => {
                format!("ряда {row} нет; ряды пронумерованы от 1 до {rows}")
            }
            (Lang::En, MoveError::EmptyRow { row }) => {
                format!("row {row} is empty; choose a row that still has chips")
            }
            (Lang::Ru, MoveError::EmptyRow { row }) => {
                format!("ряд {row} пуст; выберите ряд, где ещё есть фишки")
            }
            (Lang::En, MoveError::NotPositive { count }) => {
                format!("take at least one chip ({count} is not a move)")
            }
            (Lang::Ru, MoveError::NotPositive { count }) => {
                format!("нужно взять хотя бы одну фишку ({count} - не ход)")
            }
            (Lang::En, MoveError::TooMany { row, count, holds }) => format!(
                "row {row} holds only {}; you cannot take {count}",
                self.chips(holds)
            ),
            (Lang::Ru, MoveError::TooMany { row, count, holds }) => format!(
                "в ряду {row} всего {}; взять {count} нельзя",
                russian_count(holds)
            ),
        }
    }

    pub fn layout_error(self, error: &LayoutError) -> String {
        match (self, error) {
            (Lang::En, LayoutError::RowCount(n)) => {
                format!("a layout needs {MIN_ROWS} to {MAX_ROWS} rows, not {n}")
            }
            (Lang::Ru, LayoutError::RowCount(n)) => {
                format!("рядов должно быть от {MIN_ROWS} до {MAX_ROWS}, а не {n}")
            }
            (Lang::En, LayoutError::Chips { row, typed }) => {
                format!(
                    "row {row} must hold 1 to {MAX_CHIPS} chips, not {}",
                    echo(typed)
                )
            }
            (Lang::Ru, LayoutError::Chips { row, typed }) => format!(
                "в ряду {row} должно быть от 1 до {MAX_CHIPS} фишек, а не {}",
                echo(typed)
            ),
            (Lang::En, LayoutError::NotANumber { row, typed }) => format!(
                "row {row}: \"{}\" is not a whole number; give counts like 3,4,5",
                echo(typed)
            ),
            (Lang::Ru, LayoutError::NotANumber { row, typed }) => format!(
                "ряд {row}: \"{}\" - не целое число; укажите числа, например 3,4,5",
                echo(typed)
            ),
        }
    }

    pub fn analyze_error(self, error: &AnalyzeError) -> String {
        match (self, error) {
            (Lang::En, AnalyzeError::NotACount { index, typed }) => format!(
                "row {index}: \"{}\" is not a count of chips (a whole number from 0)",
                echo(typed)
            ),
            (Lang::Ru, AnalyzeError::NotACount { index, typed }) => format!(
                "ряд {index}: \"{}\" - не количество фишек (нужно целое число от 0)",
                echo(typed)
            ),
            (Lang::En, AnalyzeError::NoRows) => {
                "no rows to analyze; give counts, e.g. nim analyze 3 4 5".to_string()
            }
            (Lang::Ru, AnalyzeError::NoRows) => {
                "нет рядов; укажите количества фишек, например nim analyze 3 4 5".to_string()
            }
        }
    }

    pub fn setup_error(self, error: &SetupError) -> String {
        let rows_range = (MIN_ROWS, MAX_ROWS);
        match (self, error) {
            (Lang::En, SetupError::Rows { value }) if *value < 0 => format!(
                "{value} is not a number of rows; choose {} to {}",
                rows_range.0, rows_range.1
            ),
            (Lang::Ru, SetupError::Rows { value }) if *value < 0 => format!(
                "{value} - не число рядов; нужно от {} до {}",
                rows_range.0, rows_range.1
            ),
            (Lang::En, SetupError::Rows { value }) => {
                let few = *value < MIN_ROWS as i64;
                let (rows, verb) = if *value == 1 {
                    ("row", "is")
                } else {
                    ("rows", "are")
                };
                let judgement = if few { "too few" } else { "too many" };
                format!(
                    "{value} {rows} {verb} {judgement}; choose {} to {}",
                    rows_range.0, rows_range.1
                )
            }
            (Lang::Ru, SetupError::Rows { value }) => {
                let few = *value < MIN_ROWS as i64;
                let n = u32::try_from(*value).unwrap_or(u32::MAX);
                let rows = russian_plural(n, "ряд", "ряда", "рядов");
                let judgement = if few {
                    "слишком мало"
                } else {
                    "слишком много"
                };
                format!(
                    "{value} {rows} - {judgement}; нужно от {} до {}",
                    rows_range.0, rows_range.1
                )
            }
            (Lang::En, SetupError::Chips { row, value }) => {
                format!("row {row} cannot hold {value} chips; choose 1 to {MAX_CHIPS}")
            }
            (Lang::Ru, SetupError::Chips { row, value }) => {
                format!("в ряду {row} не может быть {value} фишек; нужно от 1 до {MAX_CHIPS}")
            }
            (lang, SetupError::Command(error)) => lang.refusal(error, Prompt::SetupRows),
        }
    }
}

/// "5 фишек" in the genitive after "всего".
fn russian_count(n: u32) -> String {
    format!("{n} {}", russian_plural(n, "фишка", "фишки", "фишек"))
}
