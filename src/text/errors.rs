//! The reason for every refusal, in both languages. Each message repeats what
//! was typed (shortened by [`echo`]) and says what would be valid, in at most
//! 80 columns, so it fits line 24 of the screen.

use super::{Lang, echo, russian_plural};
use crate::analyze::AnalyzeError;
use crate::command::CommandError;
use crate::game::{LayoutError, MAX_CHIPS, MAX_ROWS, MIN_ROWS, MoveError};
use crate::session::{InputError, SetupError};

impl Lang {
    /// Why a typed line was refused, whatever the question was.
    pub fn input_error(self, error: &InputError) -> String {
        match error {
            InputError::Command(e) => self.command_error(e),
            InputError::Setup(e) => self.setup_error(e),
        }
    }

    pub fn command_error(self, error: &CommandError) -> String {
        match (self, error) {
            (Lang::En, CommandError::NotANumber { typed }) => format!(
                "\"{}\" is not a whole number; type ROW COUNT, e.g. 2 3",
                echo(typed)
            ),
            (Lang::Ru, CommandError::NotANumber { typed }) => format!(
                "\"{}\" - не целое число; введите РЯД КОЛИЧЕСТВО, например 2 3",
                echo(typed)
            ),
            (Lang::En, CommandError::WrongCount { found }) => {
                format!("type two numbers, ROW and COUNT (you typed {found})")
            }
            (Lang::Ru, CommandError::WrongCount { found }) => {
                format!("нужно два числа, РЯД и КОЛИЧЕСТВО (введено: {found})")
            }
            (Lang::En, CommandError::TooLarge { typed }) => format!(
                "{} is far too large; rows go up to {MAX_ROWS}, chips to {MAX_CHIPS}",
                echo(typed)
            ),
            (Lang::Ru, CommandError::TooLarge { typed }) => format!(
                "{} - слишком много; рядов не больше {MAX_ROWS}, фишек не больше {MAX_CHIPS}",
                echo(typed)
            ),
            (Lang::En, CommandError::BadSeparator { typed }) => format!(
                "\"{}\": separate the numbers by spaces or one comma, e.g. 2,3",
                echo(typed)
            ),
            (Lang::Ru, CommandError::BadSeparator { typed }) => format!(
                "\"{}\": разделите числа пробелом или запятой, например 2,3",
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
        match (self, *error) {
            (Lang::En, LayoutError::RowCount(n)) => {
                format!("a layout needs {MIN_ROWS} to {MAX_ROWS} rows, not {n}")
            }
            (Lang::Ru, LayoutError::RowCount(n)) => {
                format!("рядов должно быть от {MIN_ROWS} до {MAX_ROWS}, а не {n}")
            }
            (Lang::En, LayoutError::Chips { row, chips }) => {
                format!("row {row} must hold 1 to {MAX_CHIPS} chips, not {chips}")
            }
            (Lang::Ru, LayoutError::Chips { row, chips }) => {
                format!("в ряду {row} должно быть от 1 до {MAX_CHIPS} фишек, а не {chips}")
            }
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
        match (self, error) {
            (Lang::En, SetupError::Rows { value }) => {
                format!("{value} rows will not do; choose {MIN_ROWS} to {MAX_ROWS}")
            }
            (Lang::Ru, SetupError::Rows { value }) => {
                format!("число рядов {value} не подходит; нужно от {MIN_ROWS} до {MAX_ROWS}")
            }
            (Lang::En, SetupError::Chips { row, value }) => {
                format!("row {row} cannot hold {value} chips; choose 1 to {MAX_CHIPS}")
            }
            (Lang::Ru, SetupError::Chips { row, value }) => {
                format!("в ряду {row} не может быть {value} фишек; нужно от 1 до {MAX_CHIPS}")
            }
            (Lang::En, SetupError::Command(CommandError::WrongCount { found })) => {
                format!("type one number (you typed {found})")
            }
            (Lang::Ru, SetupError::Command(CommandError::WrongCount { found })) => {
                format!("введите одно число (введено: {found})")
            }
            (lang, SetupError::Command(error)) => lang.command_error(error),
        }
    }
}

/// "5 фишек" in the genitive after "всего".
fn russian_count(n: u32) -> String {
    format!("{n} {}", russian_plural(n, "фишка", "фишки", "фишек"))
}
