//! The game viewer (`?view=1&pgn=…`, `crates/viewer`), its pure part: the address it reads
//! ([`ViewParams`]), the games of the PGN with a chooser, the shown game as a tree of positions
//! ([`Tree`]), where the reader is in it, the navigation transitions and what each says to a
//! screen reader ([`Viewer`]), the move list ([`list::items`]), the link that continues the
//! game on the game page ([`Viewer::continue_link`]), and the viewer's texts ([`texts`]).
//! No piece can be moved: the viewer only reads.

pub mod keys;
pub mod list;
pub mod review;
pub mod review_texts;
pub mod snippet;
pub mod texts;
pub mod tree;

pub use tree::{Node, Tree};

use crate::address::Address;
use crate::i18n::Lang;
use crate::percent::percent_encode;
use crate::speech::move_words;
use rules::game::Game;
use rules::pgn::{read_games, PgnError, PgnErrorKind, PgnGame};
use texts::{t, Key};

/// What the address asks of the viewer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewParams {
    /// The PGN (`pgn=`, from the query or the fragment).
    pub pgn: Option<String>,
    /// The game to show, counted from 1 (`game=N`).
    pub game: Option<usize>,
    /// Where to open (`ply=N`, `ply=last`).
    pub ply: Option<Ply>,
    /// Black at the bottom (`flip=1`, also `orientation=black`).
    pub flip: bool,
    /// `lang=`, when it names one of ours.
    pub lang: Option<Lang>,
    /// In a club site's frame (`embed=1`): the compact layout of fixed height.
    pub embed: bool,
}

/// Where the viewer opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ply {
    /// After this many half-moves of the main line (0: the start).
    At(usize),
    /// The end of the main line.
    Last,
}

impl ViewParams {
    /// `true` when the address asks for the viewer (`view=1`).
    pub fn wanted(a: &Address) -> bool {
        a.get("view") == Some("1")
    }

    /// Reads the viewer's parameters; values it cannot use are left out (the defaults).
    pub fn read(a: &Address) -> ViewParams {
        let number = |s: &str| crate::text::parse::<usize>(s.trim_ascii());
        ViewParams {
            pgn: a.get("pgn").filter(|p| !p.is_empty()).map(str::to_string),
            game: a.get("game").and_then(number),
            ply: a.get("ply").and_then(|p| match p {
                "last" | "end" => Some(Ply::Last),
                n => number(n).map(Ply::At),
            }),
            flip: matches!(a.get("flip"), Some("1" | "true" | "yes"))
                || a.get("orientation") == Some("black"),
            lang: a.get("lang").and_then(Lang::from_code),
            embed: a.get("embed") == Some("1"),
        }
    }
}

/// The viewer's state: the games, the one shown, where the reader is in it.
#[derive(Clone, Debug)]
pub struct Viewer {
    /// The PGN's games.
    pub games: Vec<PgnGame>,
    /// The shown game (index into `games`).
    pub chosen: usize,
    /// Its positions.
    pub tree: Tree,
    /// The shown position (a node of `tree`).
    pub current: usize,
    /// Black at the bottom.
    pub flipped: bool,
    /// A note for the reader (a `game=` that is not in the PGN).
    pub note: Option<Key>,
}

/// A navigation step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The start position.
    First,
    /// One move back.
    Back,
    /// One move forward along the shown line.
    Forward,
    /// The end of the shown line.
    Last,
    /// A node (a click on a move).
    To(usize),
}

impl Viewer {
    /// The viewer for the address's parameters, or the sentence saying why there is no game.
    pub fn open(params: &ViewParams, lang: Lang) -> Result<Viewer, String> {
        let Some(text) = params.pgn.as_deref() else {
            return Err(t(lang, Key::NoPgn).to_string());
        };
        let games = read_games(text).map_err(|e| error_sentence(lang, &e))?;
        let first = games
            .first()
            .ok_or_else(|| t(lang, Key::NoGame).to_string())?;
        let (chosen, note) = match params.game {
            None => (0, None),
            Some(n) if (1..=games.len()).contains(&n) => (n - 1, None),
            Some(_) => (0, Some(Key::NoSuchGame)),
        };
        let tree = Tree::of(games.get(chosen).unwrap_or(first));
        let mut viewer = Viewer {
            games,
            chosen,
            tree,
            current: 0,
            flipped: params.flip,
            note,
        };
        viewer.current = match params.ply {
            None => 0,
            Some(Ply::At(n)) => viewer.tree.main_line_at(n),
            Some(Ply::Last) => viewer.tree.line_end(0),
        };
        Ok(viewer)
    }

    /// The shown game.
    pub fn game(&self) -> Option<&PgnGame> {
        self.games.get(self.chosen)
    }

    /// Shows game `index` (from 0) at its start; `false` if there is no such game.
    pub fn choose(&mut self, index: usize) -> bool {
        let Some(g) = self.games.get(index) else {
            return false;
        };
        self.tree = Tree::of(g);
        self.chosen = index;
        self.current = 0;
        self.note = None;
        true
    }

    /// Takes a navigation step; `true` if the shown position changed.
    pub fn step(&mut self, step: Step) -> bool {
        let here = self.current;
        let to = match step {
            Step::First => Some(0),
            Step::Back => self.tree.node(here).and_then(|n| n.parent),
            Step::Forward => self.tree.first_child(here),
            Step::Last => Some(self.tree.line_end(here)),
            Step::To(id) => self.tree.node(id).map(|_| id),
        };
        match to {
            Some(id) if id != here => {
                self.current = id;
                true
            }
            _ => false,
        }
    }

    /// Whether a step could go back (and forward): for the buttons' disabled state.
    pub fn can_go(&self) -> (bool, bool) {
        (
            self.current != 0,
            self.tree.first_child(self.current).is_some(),
        )
    }

    /// The shown node.
    pub fn node(&self) -> Option<&Node> {
        self.tree.node(self.current)
    }

    /// What a screen reader says after a step: the move with its number in words ("4...
    /// Be7: Black: bishop f8 to e7"), "variation" in one, then its comment; the start position
    /// by name.
    pub fn announcement(&self, lang: Lang) -> String {
        self.announcement_with(lang, "")
    }

    /// [`Viewer::announcement`] with `about` (what an analysis knows of the move: ", mistake,
    /// best was Bd3, evaluation minus 1.2") said after the move and before its comment.
    pub fn announcement_with(&self, lang: Lang, about: &str) -> String {
        let Some(node) = self.node() else {
            return String::new();
        };
        let mut s = String::new();
        match (node.mv, node.parent.and_then(|p| self.tree.node(p))) {
            (Some(mv), Some(before)) => {
                s.push_str(&list::move_text(&self.tree, self.current, true, lang));
                s.push_str(": ");
                s.push_str(&move_words(lang, &before.pos, mv));
                if node.depth > 0 {
                    s.push_str(", ");
                    s.push_str(t(lang, Key::Variation));
                }
                s.push_str(about);
            }
            _ => s.push_str(t(lang, Key::StartPosition)),
        }
        if let Some(c) = node.comment.as_deref().and_then(list::shown_comment) {
            s.push_str(". ");
            s.push_str(&c);
        }
        s
    }

    /// One game's line in the chooser: "White – Black, 1-0".
    pub fn game_label(game: &PgnGame) -> String {
        let name = |tag: &str| match game.tags.get(tag) {
            Some(v) if !v.is_empty() && v != "?" => v.to_string(),
            _ => "?".to_string(),
        };
        format!("{} – {}, {}", name("White"), name("Black"), game.result())
    }

    /// The heading's parts for the shown game: players, then event and round, then result.
    pub fn heading(&self, lang: Lang) -> (String, String, String) {
        let Some(g) = self.game() else {
            return Default::default();
        };
        let tag = |name: &str| {
            g.tags
                .get(name)
                .filter(|v| !v.is_empty() && *v != "?")
                .map(str::to_string)
        };
        let players = format!(
            "{} – {}",
            tag("White").unwrap_or_else(|| "?".into()),
            tag("Black").unwrap_or_else(|| "?".into())
        );
        let mut event = tag("Event").unwrap_or_default();
        if let Some(round) = tag("Round") {
            if !event.is_empty() {
                event.push_str(", ");
            }
            event.push_str(t(lang, Key::Round));
            event.push(' ');
            event.push_str(&round);
        }
        (players, event, g.result().to_string())
    }

    /// The game page's address that continues from the shown position: the game's moves up
    /// to here (a variation's too) as PGN with the game's tags, unfinished, in the fragment
    /// (no server limit on its length), in `lang`.
    pub fn continue_link(&self, lang: Lang) -> String {
        let mut link = String::from("./#pgn=");
        if let Some(g) = self.game() {
            let mut game = Game::new(g.game.start().clone());
            for m in self.tree.path(self.current) {
                if game.play(m).is_err() {
                    break;
                }
            }
            let mut pgn = PgnGame::new(game);
            pgn.tags = g.tags.clone();
            link.push_str(&percent_encode(&pgn.to_pgn()));
        }
        link.push_str("&lang=");
        link.push_str(lang.code());
        link
    }
}

/// Why a PGN could not be read, in `lang`: the line and, for a move, the move as written.
pub fn error_sentence(lang: Lang, e: &PgnError) -> String {
    let mut s = String::from(t(lang, Key::BadPgn));
    match &e.kind {
        PgnErrorKind::TooLarge(_) => return t(lang, Key::TooLarge).to_string(),
        PgnErrorKind::NoGame => return t(lang, Key::NoGame).to_string(),
        _ => {}
    }
    if let Some(line) = e.line {
        s.push_str(&format!(" ({} {line})", t(lang, Key::Line)));
    }
    if let PgnErrorKind::Move { text, number, .. } = &e.kind {
        s.push_str(&format!(": {} {number}. {text}", t(lang, Key::BadMove)));
    }
    s.push('.');
    s
}
