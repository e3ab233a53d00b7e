//! The list of keys and commands that `h` (or `help`) shows: every key a
//! player can press, so that nothing the game can do is found only in the
//! README.

use crate::text::{Lang, Worded};

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
            (key("h, help", "h, help"), self.text("keys-help")),
            ("0 0".into(), self.text("keys-leave")),
            ("-1 0".into(), self.text(G::WORDS.keys_new)),
        ];
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
                ("Ctrl-L".into(), self.text("keys-redraw")),
                ("Ctrl-Z".into(), self.text("keys-suspend")),
                ("Ctrl-C".into(), self.text("keys-quit")),
            ]);
        }
        list
    }
}

impl Lang {
    /// The list in a network game: without the keys it refuses (undo, the
    /// pass, a new layout). The review works as in a local game.
    pub fn network_key_list<G: Worded>(self, of: KeysOf) -> Vec<(String, String)> {
        let refused = ["u", "p", "-1 0"];
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
            assert_eq!(network.len() + 3, local.len());
        }
    }
}
