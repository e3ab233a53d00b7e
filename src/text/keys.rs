//! The list of keys and commands that `h` (or `help`) shows: every key a
//! player can press, so that nothing the game can do is found only in the
//! user's guide (docs/GUIDE.md).

use crate::io::invocation::Invocation;
use crate::text::{Arg, Lang, Worded};

/// Where the list is shown: the screen has keys of its own (F1, F2, Esc,
/// Ctrl-L, Ctrl-Z) that a line of text does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeysOf {
    Screen,
    Plain,
}

impl Lang {
    pub fn keys_title(self) -> String {
        self.text("keys-title")
    }

    /// The last line of the list on the screen: how to leave it.
    pub fn keys_back(self) -> String {
        self.text("keys-back")
    }

    /// Each key (or command) and what it does, in the order a newcomer
    /// needs them: the move, the teacher's keys, then the way out.
    pub fn key_list<G: Worded>(self, of: KeysOf) -> Vec<(String, String)> {
        let screen = of == KeysOf::Screen;
        let key = |plain: &str, on_screen: &str| if screen { on_screen } else { plain }.to_string();
        let mut list = vec![
            (
                self.text(G::WORDS.keys_move_key),
                self.text(G::WORDS.keys_move),
            ),
            (key("?", "?, F1"), self.text("keys-hint")),
            (key("b", "b, F2"), self.text("keys-binary")),
            ("u".into(), self.text("keys-undo")),
            ("p".into(), self.text("keys-pass")),
        ];
        list.extend(self.way_in_keys(of));
        list.extend([
            (key("h, help", "h, help"), self.text("keys-help")),
            ("0 0".into(), self.text("keys-leave")),
            ("-1 0".into(), self.text(G::WORDS.keys_new)),
        ]);
        // On the screen `r` acts at a game's end; in plain mode it reviews
        // the last finished game at any prompt.
        let review = if screen {
            "keys-review-end"
        } else {
            "keys-review"
        };
        list.push(("r".into(), self.text(review)));
        if screen {
            list.extend([
                ("Esc".into(), self.text("keys-clear")),
                // One line for the three, so the way in has room.
                ("Ctrl-L Z C".into(), self.text("wayin-keys-ctrl")),
            ]);
        }
        list
    }

    /// The way in from the game: the lessons, the day's puzzle, the coach
    /// and the level. On the screen two lines (its list has no more room);
    /// in plain mode a line each, the lessons' as their own command.
    fn way_in_keys(self, of: KeysOf) -> Vec<(String, String)> {
        if of == KeysOf::Screen {
            return vec![
                ("l, d".into(), self.text("wayin-keys-lessons")),
                ("c, level".into(), self.text("wayin-keys-coach")),
            ];
        }
        let invocation = Invocation::here();
        let command = |args| invocation.command(args);
        let learn = command("learn");
        let puzzle = command("puzzle --daily");
        vec![
            (
                "learn".into(),
                self.message("wayin-keys-learn", &[("command", Arg::Text(&learn))]),
            ),
            (
                "puzzle".into(),
                self.message("wayin-keys-puzzle", &[("command", Arg::Text(&puzzle))]),
            ),
            ("coach".into(), self.text("wayin-keys-coach-plain")),
            ("level".into(), self.text("wayin-keys-level")),
        ]
    }
}

impl Lang {
    /// The list in a network game: without the keys it refuses (undo, the
    /// pass, a new layout). The review works as in a local game.
    pub fn network_key_list<G: Worded>(self, of: KeysOf) -> Vec<(String, String)> {
        // The way in opens nothing over the network: the host chose the game.
        let refused = [
            "u", "p", "-1 0", "l, d", "c, level", "learn", "puzzle", "coach", "level",
        ];
        (self.key_list::<G>(of).into_iter())
            .filter(|(key, _)| !refused.contains(&key.as_str()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::game::table::board::Board;
    use crate::game::table::rows::Rows;
    use crate::text::keys::*;
    use crate::text::width::width;

    /// On the screen the keys stand from column 6 and what each does three
    /// columns after the widest key: all of it within 80 columns, in every
    /// language and both games; plain mode's list too.
    fn fits<G: Worded>(lang: Lang) {
        for of in [KeysOf::Screen, KeysOf::Plain] {
            let list = lang.key_list::<G>(of);
            let keys = list.iter().map(|(key, _)| width(key)).max().unwrap_or(0);
            assert!(keys <= 16, "{list:?}");
            for (_, does) in &list {
                assert!(6 + keys + 3 + width(does) <= 80, "{does}");
            }
        }
        assert!(width(&lang.keys_title()) <= 80);
        assert!(width(&lang.keys_back()) <= 80);
    }

    #[test]
    fn the_list_of_keys_fits_80_columns() {
        for code in Lang::codes() {
            let lang = Lang::from_code(code).unwrap();
            fits::<Rows>(lang);
            fits::<Board>(lang);
        }
    }

    /// A network game lists only what it takes: no undo, pass or new
    /// layout; the review (which works), and every other key as a local
    /// game lists it.
    #[test]
    fn a_network_game_lists_only_the_keys_it_takes() {
        for of in [KeysOf::Screen, KeysOf::Plain] {
            let lang = Lang::default();
            let local = lang.key_list::<Rows>(of);
            let network = lang.network_key_list::<Board>(of);
            let keys: Vec<&str> = network.iter().map(|(key, _)| key.as_str()).collect();
            for refused in ["u", "p", "-1 0"] {
                assert!(!keys.contains(&refused), "{keys:?}");
            }
            assert!(keys.contains(&"r"), "{keys:?}");
            assert!(keys.contains(&"0 0"), "{keys:?}");
            assert!(keys.iter().any(|key| key.starts_with('b')), "{keys:?}");
            let way_in = if of == KeysOf::Screen { 2 } else { 4 };
            assert_eq!(network.len() + 3 + way_in, local.len());
        }
    }
}
