//! The board for the keyboard (the WAI-ARIA grid pattern): a cursor square moved with the
//! arrow keys in the board's orientation, Home/End and PageUp/PageDown, Enter or Space acting
//! like a click on the cursor's square, Escape cancelling, and letter keys that read the
//! position aloud (through the live region) or move focus to the castling buttons or the
//! move field.

use super::{App, Effect};
use crate::speech;
use rules::{Color, Square};

impl App {
    /// A key pressed on the board grid (`ctrl` for Ctrl/Cmd). Returns `true` if it was one of
    /// the board's keys.
    pub fn board_key(&mut self, key: &str, ctrl: bool) -> bool {
        let c = self.cursor;
        // Screen directions: up is towards the top of the board as drawn.
        let (up, right) = if self.flipped { (-1, -1) } else { (1, 1) };
        let (file, rank) = (c.file(), c.rank());
        let edge_file = |left: bool| if left == self.flipped { 7 } else { 0 };
        let edge_rank = |top: bool| if top == self.flipped { 0 } else { 7 };
        let moved = match key {
            "ArrowUp" => c.offset(0, up),
            "ArrowDown" => c.offset(0, -up),
            "ArrowRight" => c.offset(right, 0),
            "ArrowLeft" => c.offset(-right, 0),
            "Home" if ctrl => Some(Square::from_coords(edge_file(true), edge_rank(true))),
            "End" if ctrl => Some(Square::from_coords(edge_file(false), edge_rank(false))),
            "Home" => Some(Square::from_coords(edge_file(true), rank)),
            "End" => Some(Square::from_coords(edge_file(false), rank)),
            "PageUp" => Some(Square::from_coords(file, edge_rank(true))),
            "PageDown" => Some(Square::from_coords(file, edge_rank(false))),
            _ => None,
        };
        if let Some(sq) = moved {
            self.cursor = sq;
            self.effects.push(Effect::FocusBoard);
            return true;
        }
        if matches!(key, "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight") {
            return true; // at the edge: stay
        }
        match key {
            "Enter" | " " => self.activate(c),
            "Escape" => {
                self.cancel_promotion();
                self.ask = None;
                // Browsing the history: back to the game, as the status line says.
                self.view = None;
            }
            _ => return self.read_key(key),
        }
        true
    }

    /// Enter or Space on a square: what a click there does, said in words.
    pub fn activate(&mut self, sq: Square) {
        let plies = self.game.ply();
        self.pointer_down(Some(sq), 0.0, 0.0);
        self.pointer_up(Some(sq));
        if self.game.ply() != plies {
            // The move was announced; the cursor went to its square: focus follows.
            self.effects.push(Effect::FocusBoard);
            return;
        }
        let lang = self.lang;
        if self.promotion.is_some() {
            self.set_announce(self.promotion_words());
        } else if let Some(from) = self.selected {
            if let Some(piece) = self.game.position().board().piece_at(from) {
                let targets = self.destinations(from);
                self.set_announce(speech::selection_words(lang, piece, from, &targets));
            }
        }
    }

    /// Letter keys on the board: read the position, or jump to the castling buttons or
    /// the move field.
    fn read_key(&mut self, key: &str) -> bool {
        let lang = self.lang;
        let pos = self.shown_position().clone();
        let c = self.cursor;
        let text = match key.to_ascii_lowercase().as_str() {
            "w" => speech::side_pieces(lang, &pos, Color::White),
            "b" => speech::side_pieces(lang, &pos, Color::Black),
            "r" => {
                let squares: Vec<Square> =
                    (0..8).map(|f| Square::from_coords(f, c.rank())).collect();
                speech::line_words(lang, &pos, &squares, true)
            }
            "f" => {
                let squares: Vec<Square> =
                    (0..8).map(|r| Square::from_coords(c.file(), r)).collect();
                speech::line_words(lang, &pos, &squares, false)
            }
            "l" => self.last_move_words(),
            "t" => self.clock_words(),
            "s" => self.status(),
            "c" => {
                self.effects.push(Effect::FocusCastle);
                return true;
            }
            "m" => {
                self.effects.push(Effect::FocusMoveEntry);
                return true;
            }
            _ => return false,
        };
        self.set_announce(text);
        true
    }

    /// "Promotion: queen b8, knight b7, rook b6, bishop b5".
    pub fn promotion_words(&self) -> String {
        let lang = self.lang;
        let mut s = crate::i18n::t(lang, crate::i18n::Key::Promotion).to_string();
        s.push(':');
        for (i, (sq, role)) in self.promotion_squares().into_iter().flatten().enumerate() {
            s.push_str(if i == 0 { " " } else { ", " });
            s.push_str(speech::piece_name(lang, role));
            s.push(' ');
            s.push(sq.file_char());
            s.push(sq.rank_char());
        }
        s
    }

    /// The last move in words (or that there is none yet).
    pub fn last_move_words(&self) -> String {
        let ply = self.shown_ply();
        let last = ply
            .checked_sub(1)
            .and_then(|i| Some((self.game.position_at(i)?, *self.game.moves().get(i)?)));
        match last {
            Some((before, m)) => speech::move_words(self.lang, before, m),
            None => self.status(),
        }
    }

    /// Both clocks in words ("White 4:32, Black 5:00"), or that there is no clock.
    pub fn clock_words(&self) -> String {
        let lang = self.lang;
        match self.clock_faces() {
            Some(faces) => {
                let mut s = String::new();
                for (i, f) in faces.iter().rev().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    s.push_str(speech::side_name(lang, f.color));
                    s.push(' ');
                    s.push_str(&f.time);
                }
                s
            }
            None => crate::i18n::t(lang, crate::i18n::Key::NoClock).to_string(),
        }
    }

    /// Says `text` in the live region (a repeated text is said again).
    pub fn set_announce(&mut self, text: String) {
        self.announce_seq = self.announce_seq.wrapping_add(1);
        self.announce = text;
    }

    /// The accessible names of the 64 board cells, in screen order (top row first, left to
    /// right), with the square each cell shows.
    pub fn cell_labels(&self) -> Vec<(Square, String)> {
        let lang = self.lang;
        let pos = self.shown_position();
        let live = self.view.is_none();
        let targets = match (live, self.selected) {
            (true, Some(from)) => self.destinations(from),
            _ => Vec::new(),
        };
        let last = self.board_view().last_move;
        let mut out = Vec::with_capacity(64);
        for cell in 0..64 {
            let Some(sq) = self.cell_square(cell) else {
                continue;
            };
            let choice = self
                .promotion_squares()
                .and_then(|c| c.into_iter().find(|(s, _)| *s == sq));
            if let Some((_, role)) = choice {
                // The picker lies over this square: it names the piece to choose.
                let mut label = String::new();
                label.push(sq.file_char());
                label.push(sq.rank_char());
                label.push_str(", ");
                label.push_str(crate::i18n::t(lang, crate::i18n::Key::Promotion));
                label.push_str(": ");
                label.push_str(speech::piece_name(lang, role));
                out.push((sq, label));
                continue;
            }
            let label = speech::cell_label(
                lang,
                sq,
                pos.board().piece_at(sq),
                live && self.selected == Some(sq),
                targets.contains(&sq),
                last.is_some_and(|(a, b)| a == sq || b == sq),
            );
            out.push((sq, label));
        }
        out
    }

    /// The square the board cell `cell` shows (cells in screen order: 0 top-left, 7
    /// top-right, 63 bottom-right), in the board's orientation; `None` past the last cell.
    pub fn cell_square(&self, cell: usize) -> Option<Square> {
        if cell >= 64 {
            return None;
        }
        let (col, row) = ((cell % 8) as u32, (cell / 8) as u32);
        let (file, rank) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Some(Square::from_coords(file, rank))
    }

    /// The cell (in screen order) of the keyboard's square, the one in the tab order.
    pub fn cursor_cell(&self) -> usize {
        let (col, row) = crate::render::screen_cell(self.cursor, self.flipped);
        usize::from(row) * 8 + usize::from(col)
    }

    /// A board cell got the focus (Tab, click): its square becomes the keyboard's square.
    /// Whether that changed it.
    pub fn focus_cell(&mut self, cell: usize) -> bool {
        match self.cell_square(cell) {
            Some(sq) if sq != self.cursor => {
                self.cursor = sq;
                true
            }
            _ => false,
        }
    }
}
