//! Every sentence the player reads, in English and in Russian.
//!
//! The plain mode's line prefixes (`position:`, `computer:`, `winner:`,
//! `error:`) and the analyser's are a fixed interface and live with their
//! front ends; everything else is here, so a translation touches one module.
//!
//! [`errors`] words every refusal; [`help`] holds the command line's help.

mod errors;
pub mod help;

use crate::game::{Growth, MAX_CHIPS, MAX_ROWS, MIN_ROWS};
use crate::session::{Score, Side};
use crate::strategy::Move;

/// The language of the messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
}

/// Longest piece of typed text repeated back in a message.
const ECHO_LIMIT: usize = 16;

impl Lang {
    /// Russian when `LC_ALL` or `LANG` asks for it, English otherwise.
    pub fn from_locale(lc_all: Option<&str>, lang: Option<&str>) -> Lang {
        let russian = |v: Option<&str>| v.is_some_and(|v| v.starts_with("ru"));
        if russian(lc_all) || russian(lang) {
            Lang::Ru
        } else {
            Lang::En
        }
    }

    fn pick(self, en: &'static str, ru: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Ru => ru,
        }
    }

    pub fn title(self) -> &'static str {
        self.pick("THE GAME OF NIM", "ИГРА НИМ")
    }

    pub fn rule_take(self) -> &'static str {
        self.pick(
            "You may take any number of chips from any one row.",
            "За один ход можно взять сколько угодно фишек из одного ряда.",
        )
    }

    pub fn rule_last(self, misere: bool) -> &'static str {
        match misere {
            false => self.pick(
                "Whoever takes the last chip wins.",
                "Побеждает тот, кто возьмёт последнюю фишку.",
            ),
            true => self.pick(
                "Whoever takes the last chip loses.",
                "Кто возьмёт последнюю фишку, тот проиграл.",
            ),
        }
    }

    pub fn label_rows(self) -> &'static str {
        self.pick("Row", "Номер ряда")
    }

    pub fn label_chips(self) -> &'static str {
        self.pick("Chips", "Количество фишек")
    }

    pub fn help_move(self) -> &'static str {
        self.pick(
            "Enter your move as ROW COUNT (e.g. 2 3 takes 3 chips from row 2)",
            "Ваш ход: РЯД КОЛИЧЕСТВО (например, 2 3 - взять 3 фишки из ряда 2)",
        )
    }

    pub fn help_commands(self) -> &'static str {
        self.pick(
            "or 0 0 to leave the game, -1 0 to set up new rows",
            "или 0 0 - выйти из игры, -1 0 - настроить игру",
        )
    }

    /// The question before a move.
    pub fn move_prompt(self, side: Side) -> &'static str {
        match side {
            Side::Player1 => self.pick("Player 1, your move: ", "Ход игрока 1: "),
            Side::Player2 => self.pick("Player 2, your move: ", "Ход игрока 2: "),
            _ => self.pick("Your move: ", "Ваш ход: "),
        }
    }

    /// A move in words, as the screen's line 23 shows it (`row` is 0-based).
    pub fn move_in_words(self, side: Side, mv: Move) -> String {
        let (row, n) = (mv.row + 1, mv.count);
        match (self, side) {
            (Lang::En, Side::Computer) => format!("I took {} from row {row}.", self.chips(n)),
            (Lang::En, Side::You) => format!("You took {} from row {row}.", self.chips(n)),
            (Lang::En, _) => format!(
                "{} took {} from row {row}.",
                self.side_name(side),
                self.chips(n)
            ),
            (Lang::Ru, Side::Computer) => format!("Я взял {} из ряда {row}.", self.chips(n)),
            (Lang::Ru, Side::You) => format!("Вы взяли {} из ряда {row}.", self.chips(n)),
            (Lang::Ru, _) => format!(
                "{} взял {} из ряда {row}.",
                self.side_name(side),
                self.chips(n)
            ),
        }
    }

    /// "3 chips" / "3 фишки", with the right plural.
    pub fn chips(self, n: u32) -> String {
        match self {
            Lang::En if n == 1 => "1 chip".to_string(),
            Lang::En => format!("{n} chips"),
            Lang::Ru => format!("{n} {}", russian_plural(n, "фишку", "фишки", "фишек")),
        }
    }

    pub fn side_name(self, side: Side) -> &'static str {
        match side {
            Side::You => self.pick("you", "вы"),
            Side::Computer => self.pick("computer", "компьютер"),
            Side::Player1 => self.pick("Player 1", "Игрок 1"),
            Side::Player2 => self.pick("Player 2", "Игрок 2"),
        }
    }

    /// The book's PlayerVictory and OwnVictory messages, true to what
    /// `growth` did to the next game's rows.
    pub fn victory(self, winner: Side, growth: Growth) -> String {
        match (winner, growth) {
            (Side::You, Growth::EveryRow) => self.pick(
                "You won! Every row gets one more chip. Play again!",
                "Вы победили! В каждый ряд добавлено по фишке. Играем снова!",
            ),
            (Side::You, Growth::SomeRows) => match self {
                Lang::En => {
                    return format!(
                        "You won! Every row under {MAX_CHIPS} chips gets one more. Play again!"
                    );
                }
                Lang::Ru => {
                    return format!(
                        "Вы победили! В ряды, где меньше {MAX_CHIPS} фишек, добавлено по фишке."
                    );
                }
            },
            (Side::You, Growth::Full) => match self {
                Lang::En => {
                    return format!(
                        "You won! The rows are full ({MAX_CHIPS} chips) and stay so. Play again!"
                    );
                }
                Lang::Ru => {
                    return format!(
                        "Вы победили! В рядах уже по {MAX_CHIPS} фишки, больше не добавить."
                    );
                }
            },
            (Side::You, Growth::Same) => {
                self.pick("You won! Play again!", "Вы победили! Играем снова!")
            }
            (Side::Computer, _) => self.pick(
                "I won! The same rows again: try to beat me.",
                "Я выиграл! Те же ряды ещё раз: попробуйте победить.",
            ),
            (_, _) => {
                return match self {
                    Lang::En => format!("{} wins! A new game begins.", self.side_name(winner)),
                    Lang::Ru => format!("{} победил! Новая партия.", self.side_name(winner)),
                };
            }
        }
        .to_string()
    }

    /// The session score, one line.
    pub fn score(self, score: &Score) -> String {
        let [(a, wa), (b, wb)] = score.entries;
        let label = self.pick("Score", "Счёт");
        format!(
            "{label}: {} {wa}, {} {wb}",
            self.side_name(a),
            self.side_name(b)
        )
    }

    pub fn setup_title(self) -> &'static str {
        self.pick("GAME SETUP", "НАСТРОЙКА ИГРЫ")
    }

    pub fn setup_explain(self) -> &'static str {
        self.pick(
            "(the number of rows, then the number of chips in each row)",
            "(количество рядов, затем количество фишек в каждом ряду)",
        )
    }

    /// How to leave the setup, in plain mode.
    pub fn setup_leave_plain(self) -> &'static str {
        self.pick(
            "(-1 0 goes back to the game as it was, 0 0 leaves the program)",
            "(-1 0 - вернуться к игре как была, 0 0 - выйти из программы)",
        )
    }

    /// How to leave the setup, on the screen.
    pub fn setup_leave_screen(self) -> &'static str {
        self.pick(
            "Esc on an empty field goes back to the game as it was; 0 0 quits",
            "Esc в пустом поле - вернуться к игре как была; 0 0 - выход",
        )
    }

    pub fn setup_rows_prompt(self) -> String {
        match self {
            Lang::En => format!("Number of rows ({MIN_ROWS}-{MAX_ROWS}): "),
            Lang::Ru => format!("Количество рядов ({MIN_ROWS}-{MAX_ROWS}): "),
        }
    }

    /// `row` is 1-based.
    pub fn setup_row_prompt(self, row: usize) -> String {
        match self {
            Lang::En => format!("Row {row}, chips (1-{MAX_CHIPS}): "),
            Lang::Ru => format!("Ряд {row}, количество фишек (1-{MAX_CHIPS}): "),
        }
    }

    pub fn goodbye(self) -> &'static str {
        self.pick("Goodbye!", "До свидания!")
    }

    /// Shown instead of the game when the terminal is too small.
    pub fn enlarge(self, width: u16, height: u16) -> String {
        match self {
            Lang::En => format!("Please enlarge the terminal to 80x25 (now {width}x{height})"),
            Lang::Ru => format!("Увеличьте окно до 80x25 (сейчас {width}x{height})"),
        }
    }

    /// Line 25 of the screen, right-aligned: the editing keys.
    pub fn key_help(self) -> &'static str {
        self.pick(
            "Esc clears, Ctrl-L redraws, Ctrl-C quits",
            "Esc - стереть, Ctrl-L - перерисовать, Ctrl-C - выход",
        )
    }
}

/// The Russian plural form for `n`: 1 фишка, 2 фишки, 5 фишек, 11 фишек, 21 фишка.
pub(crate) fn russian_plural<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    match (n % 10, n % 100) {
        (_, 11..=14) => many,
        (1, _) => one,
        (2..=4, _) => few,
        _ => many,
    }
}

/// Typed text repeated back: control characters made visible, long text cut short.
pub fn echo(typed: &str) -> String {
    let mut shown: String = typed
        .chars()
        .take(ECHO_LIMIT)
        .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
        .collect();
    if typed.chars().nth(ECHO_LIMIT).is_some() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod width_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::CommandError;
    use crate::game::MoveError;

    #[test]
    fn russian_plurals() {
        let forms: Vec<String> = [1, 2, 5, 11, 12, 21, 22, 25, 63]
            .iter()
            .map(|&n| Lang::Ru.chips(n))
            .collect();
        assert_eq!(
            forms,
            [
                "1 фишку",
                "2 фишки",
                "5 фишек",
                "11 фишек",
                "12 фишек",
                "21 фишку",
                "22 фишки",
                "25 фишек",
                "63 фишки"
            ]
        );
    }

    #[test]
    fn moves_in_words() {
        let take = |row, count| Move { row, count };
        assert_eq!(
            Lang::Ru.move_in_words(Side::Computer, take(0, 16)),
            "Я взял 16 фишек из ряда 1."
        );
        assert_eq!(
            Lang::Ru.move_in_words(Side::You, take(1, 21)),
            "Вы взяли 21 фишку из ряда 2."
        );
        assert_eq!(
            Lang::En.move_in_words(Side::Player2, take(2, 1)),
            "Player 2 took 1 chip from row 3."
        );
    }

    #[test]
    fn locale_picks_russian() {
        assert_eq!(Lang::from_locale(None, Some("ru_RU.UTF-8")), Lang::Ru);
        assert_eq!(Lang::from_locale(Some("ru_RU.UTF-8"), Some("C")), Lang::Ru);
        assert_eq!(Lang::from_locale(None, Some("en_GB.UTF-8")), Lang::En);
        assert_eq!(Lang::from_locale(None, None), Lang::En);
    }

    #[test]
    fn echo_is_short_and_printable() {
        assert_eq!(echo("abc"), "abc");
        assert_eq!(echo("a\u{1b}[2J"), "a\u{FFFD}[2J");
        let long = "x".repeat(10_000);
        assert_eq!(echo(&long).chars().count(), ECHO_LIMIT + 1);
    }

    #[test]
    fn every_error_reads_in_both_languages() {
        let error = CommandError::Move(MoveError::TooMany {
            row: 2,
            count: 9,
            holds: 4,
        });
        assert_eq!(
            Lang::En.command_error(&error),
            "row 2 holds only 4 chips; you cannot take 9"
        );
        assert_eq!(
            Lang::Ru.command_error(&error),
            "в ряду 2 всего 4 фишки; взять 9 нельзя"
        );
        assert_eq!(error.to_string(), Lang::En.command_error(&error));
    }
}
