//! The words of discovery before a lesson's rule: the invitation in place
//! of the rule, each small game's question, its end, and the truth told
//! after the play-out (with the guess, or the choice of first or second).

use crate::game::learn::{Ask, Discovery, Said, Stage, Turn};
use crate::text::{Arg, Lang, echo};

impl Lang {
    /// In place of the rule while the small games are played.
    pub fn discover_intro(self) -> Vec<String> {
        let text = self.text("learn-discover-intro");
        text.lines().map(str::to_string).collect()
    }

    /// `Game 1 of 3`.
    pub fn discover_game(self, discovery: &Discovery) -> String {
        let (at, of) = discovery.place();
        self.message(
            "learn-discover-game",
            &[("at", (at + 1).into()), ("of", of.into())],
        )
    }

    /// The step's question, as the prompt before the answer (with its
    /// space).
    pub fn discover_prompt(self, discovery: &Discovery) -> String {
        let id = match discovery.step().ask {
            Ask::Guess => "learn-question-wins",
            Ask::Choose => "learn-discover-choose",
        };
        format!("{} ", self.text(id))
    }

    /// `1` (first) or `2` (second) as typed.
    pub fn discover_choice(self, typed: &str) -> Option<bool> {
        match typed.trim() {
            "1" => Some(true),
            "2" => Some(false),
            _ => None,
        }
    }

    pub fn discover_not_choice(self, typed: &str) -> String {
        let typed = echo(typed);
        self.message("learn-discover-not-choice", &[("typed", Arg::Text(&typed))])
    }

    /// The small game's end.
    pub fn discover_won(self, winner: Turn) -> String {
        let winner = match winner {
            Turn::Learner => "you",
            Turn::Computer => "me",
        };
        self.message("learn-discover-won", &[("winner", winner.into())])
    }

    /// What the game showed: who wins the position, and how the guess or
    /// the choice fared.
    pub fn discover_told(self, discovery: &Discovery) -> String {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let truth = discovery.truth();
        match discovery.said() {
            Some(Said::First(first)) => {
                let won = matches!(
                    discovery.stage(),
                    Stage::Over {
                        winner: Turn::Learner
                    }
                );
                self.message(
                    "learn-discover-chose",
                    &[("first", yes(first).into()), ("won", yes(won).into())],
                )
            }
            Some(Said::Guess(guess)) => {
                let truth_words =
                    self.message("learn-discover-truth", &[("wins", yes(truth).into())]);
                let guessed = self.message(
                    "learn-discover-guessed",
                    &[("right", yes(guess == truth).into())],
                );
                format!("{truth_words} {guessed}")
            }
            None => String::new(),
        }
    }

    /// What Enter does after a small game: the next, or the rule.
    pub fn discover_next(self, last: bool) -> String {
        let last = if last { "yes" } else { "no" };
        self.message("learn-discover-next", &[("last", last.into())])
    }

    pub fn discover_keys(self) -> String {
        self.text("learn-discover-keys")
    }

    pub fn discover_offer(self) -> String {
        self.text("learn-discover-offer")
    }
}

#[cfg(test)]
mod tests {
    use crate::game::learn::{Discovery, Lesson, Said, Turn};
    use crate::text::Lang;
    use crate::text::width::width;

    #[test]
    fn discovery_words_fit_80_columns_in_every_language() {
        let langs = Lang::codes()
            .filter_map(Lang::from_code)
            .flat_map(|lang| [lang, lang.in_ascii(true)]);
        for lang in langs {
            let mut texts = lang.discover_intro();
            assert!((2..=5).contains(&texts.len()));
            texts.extend([
                lang.discover_not_choice("12345678901234567890"),
                lang.discover_won(Turn::Learner),
                lang.discover_won(Turn::Computer),
                lang.discover_next(true),
                lang.discover_next(false),
                lang.discover_keys(),
                lang.discover_offer(),
            ]);
            for lesson in Lesson::ALL {
                let Some(mut discovery) = Discovery::new(lesson) else {
                    continue;
                };
                loop {
                    texts.push(lang.discover_game(&discovery));
                    texts.push(lang.discover_prompt(&discovery) + "1 2");
                    let answers = [Said::Guess(true), Said::Guess(false), Said::First(true)];
                    for said in answers {
                        let mut d = discovery.clone();
                        d.answer(said);
                        if d.said().is_some() {
                            texts.push(lang.discover_told(&d));
                        }
                    }
                    discovery.answer(Said::First(false));
                    discovery.answer(Said::Guess(false));
                    texts.push(lang.discover_told(&discovery));
                    // Over at once or not, the next step comes when over.
                    while let Some(out) = discovery.playing() {
                        if out.computer().is_none() {
                            let mv = out.moves()[0];
                            let _ = out.learner(mv.heap as i64 + 1, mv.take as i64, None);
                        }
                        discovery.settle();
                    }
                    if !discovery.next_step() {
                        break;
                    }
                }
            }
            for text in texts {
                assert!(!text.contains('{') && !text.is_empty(), "{text}");
                // The offer takes two lines: each fits.
                for line in text.lines() {
                    assert!(width(line) <= 80, "{} columns: {line}", width(line));
                }
            }
        }
    }
}
