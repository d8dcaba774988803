//! What presses, drags and releases on the board mean: selecting, moving, the promotion
//! picker drawn on the board, and the hint towards the castling buttons.

use super::{App, HINT_MS};
use crate::message::Msg;
use rules::{CastlingSide, Color, Move, Role, Square};

/// Minimum pointer travel, in backing pixels, before a press becomes a drag.
pub const DRAG_THRESHOLD: f64 = 4.0;

/// The promotion choices, in the order the picker shows them from the promotion square.
pub const PROMOTION_ORDER: [Role; 4] = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];

/// A piece being dragged with the pointer.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct DragState {
    /// The square it was lifted from.
    pub from: Square,
    /// Pointer position in canvas backing pixels.
    pub x: f64,
    /// Pointer position in canvas backing pixels.
    pub y: f64,
    /// `true` once the pointer moved far enough to count as a drag rather than a click.
    pub moved: bool,
    /// `true` if the square was already selected when the pointer went down.
    pub was_selected: bool,
}

impl App {
    /// Legal destinations of the piece on `from` (castling is never among them).
    pub fn destinations(&self, from: Square) -> Vec<Square> {
        if !self.can_move() {
            return Vec::new();
        }
        let mut out: Vec<Square> = Vec::new();
        for m in self.game.position().legal_moves() {
            if !m.is_castle() && m.from() == from && !out.contains(&m.to()) {
                out.push(m.to());
            }
        }
        out
    }

    fn own_piece(&self, sq: Square) -> bool {
        let pos = self.game.position();
        pos.board()
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.turn())
    }

    /// The squares of the promotion picker (queen, knight, rook, bishop from the promotion
    /// square towards the middle of the board), while a promotion waits for its piece.
    pub fn promotion_squares(&self) -> Option<[(Square, Role); 4]> {
        let (_, to) = self.promotion?;
        let down = to.rank() >= 4;
        let mut out = [(to, Role::Queen); 4];
        for (i, (slot, role)) in out.iter_mut().zip(PROMOTION_ORDER).enumerate() {
            let step = i as i32;
            let sq = to.offset(0, if down { -step } else { step })?;
            *slot = (sq, role);
        }
        Some(out)
    }

    /// A press (mouse, finger or pen) begins anywhere on the page, before any element handles
    /// it: the press that opened the promotion picker is over, so a click on a piece of the
    /// picker now means that piece.
    pub fn press_started(&mut self) -> bool {
        self.picker_fresh = false;
        false
    }

    /// Pointer pressed on `sq` (or off the board) at backing-pixel position `x`, `y`.
    pub fn pointer_down(&mut self, sq: Option<Square>, x: f64, y: f64) {
        self.ask = None;
        if self.armed.take().is_some() {
            // A tapped castling button's preview ends with the next touch elsewhere.
            self.preview = None;
        }
        if self.promotion.is_some() {
            // A press on a piece of the picker chooses it; anywhere else the pawn stays.
            let choice = self
                .promotion_squares()
                .and_then(|p| p.into_iter().find(|(s, _)| Some(*s) == sq));
            match choice {
                Some((_, role)) => {
                    self.choose_promotion(role);
                }
                None => self.cancel_promotion(),
            }
            return;
        }
        if self.view.is_some() {
            // Browsing the history: a press on the board goes back to the game.
            self.view = None;
            self.notice = None;
            return;
        }
        let Some(sq) = sq else {
            self.selected = None;
            return;
        };
        self.cursor = sq;
        if !self.can_move() {
            return;
        }
        if let Some(from) = self.selected {
            if from != sq && self.destinations(from).contains(&sq) {
                self.try_move(from, sq);
                return;
            }
            if self.castling_meant(from, sq).is_some() {
                // King, then its own castling rook: not a move; point at the button.
                self.hint_castling(from, sq);
                self.selected = None;
                return;
            }
        }
        if self.own_piece(sq) {
            let was_selected = self.selected == Some(sq);
            self.selected = Some(sq);
            self.drag = Some(DragState {
                from: sq,
                x,
                y,
                moved: false,
                was_selected,
            });
        } else {
            if let Some(from) = self.selected {
                self.hint_castling(from, sq);
            }
            self.selected = None;
        }
    }

    /// Whether the touch that has just pressed the board must stay with the board (its page
    /// must not scroll): it holds one of the player's own pieces, to drag or to tap. Any other
    /// touch lets a vertical swipe scroll the page, as a swipe on a club page's embedded board
    /// should (the board's CSS allows vertical panning; issue #17, item 11).
    pub fn holds_touch(&self) -> bool {
        self.drag.is_some()
    }

    /// Pointer moved to `x`, `y` (backing pixels).
    pub fn pointer_move(&mut self, x: f64, y: f64) {
        if let Some(d) = &mut self.drag {
            // Squared distances: `hypot` would pull about 1 KB of software `fma` into the wasm.
            let (dx, dy) = (x - d.x, y - d.y);
            if dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD {
                d.moved = true;
            }
            if d.moved {
                d.x = x;
                d.y = y;
            }
        }
    }

    /// Pointer released over `sq` (or off the board).
    pub fn pointer_up(&mut self, sq: Option<Square>) {
        let Some(d) = self.drag.take() else {
            return;
        };
        match sq {
            Some(to) if to == d.from => {
                // A click on the selected piece: a second click deselects it.
                if d.was_selected && !d.moved {
                    self.selected = None;
                }
            }
            Some(to) if self.destinations(d.from).contains(&to) => {
                self.try_move(d.from, to);
            }
            Some(to) if d.moved => {
                // Illegal drop: the piece goes back, nothing changes.
                self.hint_castling(d.from, to);
                self.selected = None;
            }
            _ => {
                if d.moved {
                    self.selected = None;
                }
            }
        }
    }

    /// Drops a drag without a move (pointer cancelled, window lost focus).
    pub fn pointer_cancel(&mut self) {
        self.drag = None;
    }

    /// The castling the player seems to want when the king goes from `from` to `to`: onto
    /// its own castling rook, two squares towards it, or onto the king's castling square.
    pub fn castling_meant(&self, from: Square, to: Square) -> Option<CastlingSide> {
        let pos = self.game.position();
        let us = pos.turn();
        let piece = pos.board().piece_at(from)?;
        if piece.role != Role::King || piece.color != us || from == to {
            return None;
        }
        CastlingSide::ALL.into_iter().find(|&side| {
            let Some(Move::Castle { king, rook }) = pos.castling_move(side) else {
                return false;
            };
            let toward = if rook.file() > king.file() { 2 } else { -2 };
            let two_toward = king.offset(toward, 0) == Some(to);
            king == from && (to == rook || two_toward || to == side.king_to(us))
        })
    }

    /// Points at the castling button when a king move looked like an attempt to castle.
    fn hint_castling(&mut self, from: Square, to: Square) {
        if let Some(side) = self.castling_meant(from, to) {
            self.hint = Some((side, self.now + HINT_MS));
            self.say(false, Msg::UseCastleButton(side));
        }
    }

    /// `true` while the castling button `side` is pointed out.
    pub fn hinted(&self, side: CastlingSide) -> bool {
        self.hint
            .is_some_and(|(s, until)| s == side && self.now < until)
    }

    /// Moves the piece on `from` to `to` if legal; opens the promotion picker when needed.
    /// Returns `true` if a move was made.
    pub fn try_move(&mut self, from: Square, to: Square) -> bool {
        if !self.can_move() {
            return false;
        }
        let candidates: Vec<Move> = self
            .game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| !m.is_castle() && m.from() == from && m.to() == to)
            .collect();
        match candidates.as_slice() {
            [] => {
                self.selected = None;
                false
            }
            [m] => {
                let hint = self.castling_meant(from, to);
                let played = self.play(*m);
                if played {
                    if let Some(side) = hint {
                        // A king move as the rules say, but the player may have meant castling.
                        self.hint = Some((side, self.now + HINT_MS));
                        self.say(false, Msg::UseCastleButton(side));
                    }
                }
                played
            }
            _ => {
                // Several moves between the same squares: a promotion.
                self.promotion = Some((from, to));
                self.picker_fresh = true;
                self.selected = Some(from);
                false
            }
        }
    }

    /// Completes a pending promotion.
    pub fn choose_promotion(&mut self, role: Role) -> bool {
        let Some((from, to)) = self.promotion.take() else {
            return false;
        };
        let m = Move::Normal {
            from,
            to,
            promotion: Some(role),
        };
        if self.game.position().is_legal(m) {
            self.play(m)
        } else {
            false
        }
    }

    /// Closes the promotion picker without moving.
    pub fn cancel_promotion(&mut self) {
        self.promotion = None;
        self.selected = None;
    }

    /// Castles on `side` if that is legal now (the only way to castle).
    pub fn castle(&mut self, side: CastlingSide) -> bool {
        if !self.can_move() {
            return false;
        }
        match self.game.position().castling_move(side) {
            Some(m) => self.play(m),
            None => false,
        }
    }

    /// Plays a legal move: checks the clock first (a fallen flag ends the game, a paused
    /// clock refuses the move), then charges the mover's time and adds the increment.
    pub(crate) fn play(&mut self, m: Move) -> bool {
        if self.tick(self.now) {
            return false;
        }
        if self.clock_paused() {
            self.selected = None;
            self.say(true, Msg::ClockPaused);
            return false;
        }
        let before = self.game.position().clone();
        let mover = before.turn();
        if self.game.play(m).is_err() {
            return false;
        }
        if !self.notes.is_empty() {
            crate::annotations::cut(&mut self.notes, self.game.ply().saturating_sub(1), &m.uci());
        }
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.on_move(mover, now);
        }
        if self.game.is_over() {
            self.stop_clock();
        }
        self.after_change();
        if !m.is_castle() {
            self.cursor = m.to();
        }
        let mut words = crate::speech::move_words(self.lang, &before, m);
        self.add_result_words(&mut words);
        self.set_announce(words);
        self.notify_move(m);
        true
    }

    /// Adds ". 1-0 White wins by checkmate" when the game is over.
    pub(crate) fn add_result_words(&self, words: &mut String) {
        if let Some(o) = self.game.outcome() {
            words.push_str(". ");
            words.push_str(&super::outcome_text(self.lang, o));
        }
    }

    /// Updates the clock to `now`; on a flag fall the game ends (a loss on time, or a draw if
    /// the opponent cannot checkmate). Returns `true` if the game just ended.
    pub fn tick(&mut self, now: f64) -> bool {
        self.now = now;
        if self.hint.is_some_and(|(_, until)| now >= until) {
            self.hint = None;
        }
        let Some(c) = &mut self.clock else {
            return false;
        };
        if self.game.is_over() {
            return false;
        }
        match c.check_flag(now) {
            Some(loser) => {
                let ended = self.game.timeout(loser).is_ok();
                if ended {
                    self.reset_transient();
                    self.result_closed = false;
                    let mut words = String::new();
                    self.add_result_words(&mut words);
                    let words = words.get(2..).unwrap_or_default().to_string();
                    self.set_announce(words);
                    self.notify_end();
                }
                ended
            }
            None => false,
        }
    }

    pub(crate) fn stop_clock(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.pause(now);
        }
    }

    /// The side whose turn it is in the live position.
    pub fn turn(&self) -> Color {
        self.game.position().turn()
    }
}
