//! The one state record of the page and what every user action does to it.
//!
//! Plain Rust, no browser: clicks, drags, castling buttons, history browsing, takeback and
//! persistence are unit-tested natively. The browser layer (`app.rs`) only forwards events
//! here and draws what [`App::board_view`] and the other read-only methods return.

use crate::clock::{self, Clock};
use crate::i18n::{t, Key, Lang};
use crate::persist::Saved;
use crate::render::{BoardView, CastlePreview, Drag, PieceView};
use rules::game::{Game, GameResult, Outcome, Reason};
use rules::{fen, startpos, CastlingSide, Color, Move, Position, Role, Square};

/// The players' names and the event data for the PGN.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags {
    /// `Event` tag.
    pub event: String,
    /// `Site` tag.
    pub site: String,
    /// `Date` tag (`YYYY.MM.DD`, `??` for unknown parts).
    pub date: String,
    /// `Round` tag.
    pub round: String,
    /// `White` tag.
    pub white: String,
    /// `Black` tag.
    pub black: String,
}

impl Tags {
    /// The tags as `(name, value)` pairs in PGN order.
    pub fn pairs(&self) -> [(&'static str, &str); 6] {
        [
            ("Event", &self.event),
            ("Site", &self.site),
            ("Date", &self.date),
            ("Round", &self.round),
            ("White", &self.white),
            ("Black", &self.black),
        ]
    }

    /// Sets a tag by PGN name; unknown names are ignored.
    pub fn set(&mut self, name: &str, value: &str) {
        let v: String = value
            .chars()
            .filter(|c| !c.is_control())
            .take(200)
            .collect();
        match name {
            "Event" => self.event = v,
            "Site" => self.site = v,
            "Date" => self.date = v,
            "Round" => self.round = v,
            "White" => self.white = v,
            "Black" => self.black = v,
            _ => {}
        }
    }
}

/// A message shown above the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// `true` for errors (shown in the warning style).
    pub error: bool,
    /// The text.
    pub text: String,
}

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

/// One row of the move list: move number, White's move and Black's move as (ply, SAN).
pub type MoveRow = (u32, Option<(usize, String)>, Option<(usize, String)>);

/// How to start a new game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NewGame {
    /// A uniformly random start position, from this random number.
    Random(u64),
    /// Start position number 0..=960 (960 means 0).
    Number(u32),
    /// Any position as X-FEN or Shredder-FEN.
    Fen(String),
}

/// The state of the page.
#[derive(Clone, Debug)]
pub struct App {
    /// The game record.
    pub game: Game,
    /// Start position number, when the game began from one.
    pub sp: Option<u32>,
    /// Interface language.
    pub lang: Lang,
    /// `true` if Black is at the bottom.
    pub flipped: bool,
    /// Turn the board towards the side to move after each move.
    pub hot_seat: bool,
    /// Leave out 518 when drawing a random start position.
    pub exclude_518: bool,
    /// The ply shown while browsing the move list; `None` shows the live position.
    pub view: Option<usize>,
    /// The selected square.
    pub selected: Option<Square>,
    /// A piece being dragged.
    pub drag: Option<DragState>,
    /// A pawn move waiting for the promotion choice: from, to.
    pub promotion: Option<(Square, Square)>,
    /// The castling whose result is previewed on the board (button hovered or focused).
    pub preview: Option<CastlingSide>,
    /// PGN tags.
    pub tags: Tags,
    /// The URL parameters that started this game.
    pub game_key: String,
    /// A message for the user.
    pub notice: Option<Notice>,
    /// A click that needs confirming by a second click (new game, draw, resign).
    pub confirm: Option<Key>,
    /// Time control for new games: minutes and increment seconds; `None` = no clock.
    pub tc: Option<(u32, u32)>,
    /// The chess clock of this game, if it is played with one.
    pub clock: Option<Clock>,
    /// The current time (epoch milliseconds), set by the browser layer before each action.
    pub now: f64,
}

/// Minimum pointer travel, in backing pixels, before a press becomes a drag.
pub const DRAG_THRESHOLD: f64 = 4.0;

impl App {
    /// A fresh game from start position `n`.
    pub fn new(lang: Lang, n: u32) -> App {
        let pos = startpos::start_position(n).unwrap_or_else(|_| Position::classical());
        App {
            game: Game::new(pos),
            sp: Some(n % 960),
            lang,
            flipped: false,
            hot_seat: false,
            exclude_518: false,
            view: None,
            selected: None,
            drag: None,
            promotion: None,
            preview: None,
            tags: Tags::default(),
            game_key: String::new(),
            notice: None,
            confirm: None,
            tc: None,
            clock: None,
            now: 0.0,
        }
    }

    /// Sets the time control for this and future games. The current game gets a fresh clock
    /// only if no move has been made yet.
    pub fn set_time_control(&mut self, tc: Option<(u32, u32)>) {
        self.tc = tc;
        if self.game.ply() == 0 {
            self.clock = tc.map(|(m, s)| Clock::new(m, s));
        }
    }

    /// Updates the clock to `now`; on a flag fall the game ends (a loss on time, or a draw if
    /// the opponent cannot checkmate). Returns `true` if the game just ended.
    pub fn tick(&mut self, now: f64) -> bool {
        self.now = now;
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
                }
                ended
            }
            None => false,
        }
    }

    /// Starts, pauses or resumes the clock (for the arbiter).
    pub fn toggle_clock(&mut self) {
        let turn = self.game.position().turn();
        let now = self.now;
        if let Some(c) = &mut self.clock {
            if c.ticking().is_some() {
                c.pause(now);
            } else if !self.game.is_over() {
                c.start(turn, now);
            }
        }
    }

    fn stop_clock(&mut self) {
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.pause(now);
        }
    }

    /// Replaces the game by a new one. On a bad number or FEN, nothing changes and the error
    /// is returned (and shown as the notice).
    pub fn new_game(&mut self, how: NewGame) -> Result<(), String> {
        let (pos, sp) = match how {
            NewGame::Random(r) => {
                let n = startpos::random_number(r, self.exclude_518);
                (
                    startpos::start_position(n).map_err(|e| e.to_string()),
                    Some(n),
                )
            }
            NewGame::Number(n) => (
                startpos::start_position(n).map_err(|e| e.to_string()),
                Some(n % 960),
            ),
            NewGame::Fen(text) => {
                let p = fen::parse_position(text.trim()).map_err(|e| e.to_string());
                let sp = p.as_ref().ok().and_then(startpos::number_of);
                (p, sp)
            }
        };
        match pos {
            Ok(pos) => {
                self.game = Game::new(pos);
                self.clock = self.tc.map(|(m, s)| Clock::new(m, s));
                self.sp = sp;
                self.reset_transient();
                self.notice = None;
                if self.hot_seat {
                    self.flipped = false;
                }
                Ok(())
            }
            Err(e) => {
                self.notice = Some(Notice {
                    error: true,
                    text: e.clone(),
                });
                Err(e)
            }
        }
    }

    fn reset_transient(&mut self) {
        self.view = None;
        self.selected = None;
        self.drag = None;
        self.promotion = None;
        self.preview = None;
        self.confirm = None;
    }

    /// The position on the board: the viewed one while browsing, else the live one.
    pub fn shown_position(&self) -> &Position {
        self.view
            .and_then(|ply| self.game.position_at(ply))
            .unwrap_or_else(|| self.game.position())
    }

    /// `true` if moves can be made now (live position, game not over, no promotion pending).
    pub fn can_move(&self) -> bool {
        self.view.is_none()
            && !self.game.is_over()
            && self.promotion.is_none()
            && self.clock.as_ref().is_none_or(|c| c.flagged().is_none())
    }

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

    /// Which castling buttons to show: `[O-O, O-O-O]`, each exactly when that castling is legal.
    pub fn castle_buttons(&self) -> [bool; 2] {
        if !self.can_move() {
            return [false, false];
        }
        let pos = self.game.position();
        [
            pos.can_castle(CastlingSide::KingSide),
            pos.can_castle(CastlingSide::QueenSide),
        ]
    }

    fn own_piece(&self, sq: Square) -> bool {
        let pos = self.game.position();
        pos.board()
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.turn())
    }

    /// Pointer pressed on `sq` (or off the board) at backing-pixel position `x`, `y`.
    pub fn pointer_down(&mut self, sq: Option<Square>, x: f64, y: f64) {
        self.confirm = None;
        if self.promotion.is_some() {
            // A press outside the picker cancels the promotion; the pawn stays.
            self.promotion = None;
            return;
        }
        let Some(sq) = sq else {
            self.selected = None;
            return;
        };
        if !self.can_move() {
            return;
        }
        if let Some(from) = self.selected {
            if from != sq && self.destinations(from).contains(&sq) {
                self.try_move(from, sq);
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
            self.selected = None;
        }
    }

    /// Pointer moved to `x`, `y` (backing pixels).
    pub fn pointer_move(&mut self, x: f64, y: f64) {
        if let Some(d) = &mut self.drag {
            if (x - d.x).hypot(y - d.y) > DRAG_THRESHOLD {
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
            Some(to) if d.moved || self.destinations(d.from).contains(&to) => {
                if self.destinations(d.from).contains(&to) {
                    self.try_move(d.from, to);
                } else {
                    // Illegal drop: the piece goes back, nothing changes.
                    self.selected = None;
                }
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
            [m] => self.play(*m),
            _ => {
                // Several moves between the same squares: a promotion.
                self.promotion = Some((from, to));
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

    /// Castles on `side` if that is legal now.
    pub fn castle(&mut self, side: CastlingSide) -> bool {
        if !self.can_move() {
            return false;
        }
        match self.game.position().castling_move(side) {
            Some(m) => self.play(m),
            None => false,
        }
    }

    fn play(&mut self, m: Move) -> bool {
        // A flag that fell since the last tick ends the game before the move counts.
        if self.tick(self.now) {
            return false;
        }
        let mover = self.game.position().turn();
        if self.game.play(m).is_err() {
            return false;
        }
        let now = self.now;
        if let Some(c) = &mut self.clock {
            c.on_move(mover, now);
        }
        if self.game.is_over() {
            self.stop_clock();
        }
        self.after_change();
        true
    }

    fn after_change(&mut self) {
        self.reset_transient();
        self.notice = None;
        if self.hot_seat {
            self.flipped = self.game.position().turn() == Color::Black;
        }
    }

    /// Takes back the last move (also undoes an end by resignation, agreement or claim).
    pub fn takeback(&mut self) -> bool {
        let now = self.now;
        let undone = if let Some(o) = self.game.declared_outcome() {
            if matches!(o.reason, Reason::Timeout(_)) {
                if let Some(c) = &mut self.clock {
                    c.clear_flag(now);
                }
            }
            self.game.reopen().is_some()
        } else if self.game.undo().is_some() {
            let turn = self.game.position().turn();
            if let Some(c) = &mut self.clock {
                c.takeback(turn, now);
            }
            true
        } else {
            false
        };
        if undone {
            self.after_change();
        }
        undone
    }

    /// Turns the board.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// Switches the hot-seat option; when on, the side to move is at the bottom.
    pub fn set_hot_seat(&mut self, on: bool) {
        self.hot_seat = on;
        if on {
            self.flipped = self.game.position().turn() == Color::Black;
        }
    }

    /// Shows the position after `ply` plies (0 = start); the last ply means the live position.
    pub fn view_ply(&mut self, ply: usize) {
        self.preview = None;
        self.selected = None;
        self.drag = None;
        self.promotion = None;
        self.view = (ply < self.game.ply()).then_some(ply);
    }

    /// Steps through the history by `delta` plies (arrow keys).
    pub fn step(&mut self, delta: i64) {
        let current = self.view.unwrap_or(self.game.ply()) as i64;
        let target = (current + delta).clamp(0, self.game.ply() as i64);
        self.view_ply(target as usize);
    }

    /// The ply on display.
    pub fn shown_ply(&self) -> usize {
        self.view.unwrap_or(self.game.ply())
    }

    /// `side` resigns.
    pub fn resign(&mut self, side: Color) {
        if self.game.resign(side).is_ok() {
            self.stop_clock();
            self.reset_transient();
        }
    }

    /// Both players agree a draw.
    pub fn agree_draw(&mut self) {
        if self.game.agree_draw().is_ok() {
            self.stop_clock();
            self.reset_transient();
        }
    }

    /// Claims a draw by threefold repetition or the 50-move rule, if possible.
    pub fn claim_draw(&mut self) -> bool {
        let ok = self.game.claim_draw().is_ok();
        if ok {
            self.stop_clock();
            self.reset_transient();
        }
        ok
    }

    /// What the board shows now.
    pub fn board_view(&self) -> BoardView {
        let pos = self.shown_position();
        let mut view = BoardView {
            flipped: self.flipped,
            ..BoardView::default()
        };
        for (sq, piece) in pos.board().pieces() {
            if let Some(slot) = view.squares.get_mut(sq.index()) {
                *slot = Some(PieceView::new(
                    piece.color == Color::White,
                    piece.role.upper_char(),
                ));
            }
        }
        let ply = self.shown_ply();
        if ply > 0 {
            if let Some(m) = self.game.moves().get(ply - 1) {
                let mover = self
                    .game
                    .position_at(ply - 1)
                    .map_or(Color::White, |p| p.turn());
                view.last_move = Some(match m.castling_side() {
                    Some(side) => (sq8(m.from()), sq8(side.king_to(mover))),
                    None => (sq8(m.from()), sq8(m.to())),
                });
            }
        }
        if pos.is_check() {
            view.check = Some(sq8(pos.our_king()));
        }
        if self.view.is_none() {
            view.selected = self.selected.map(sq8);
            if let Some(from) = self.selected {
                view.destinations = self.destinations(from).into_iter().map(sq8).collect();
            }
            if let Some(side) = self.preview {
                if self.castle_buttons()[side.index()] {
                    let us = pos.turn();
                    view.castle_preview = Some(CastlePreview {
                        white: us == Color::White,
                        king_to: sq8(side.king_to(us)),
                        rook_to: sq8(side.rook_to(us)),
                    });
                }
            }
            if let Some(d) = self.drag.filter(|d| d.moved) {
                if let Some(p) = view.squares.get(d.from.index()).copied().flatten() {
                    view.drag = Some(Drag {
                        piece: p,
                        from: sq8(d.from),
                        x: d.x,
                        y: d.y,
                    });
                }
            }
        }
        view
    }

    /// The line under the title: side to move, check, or the result.
    pub fn status(&self) -> String {
        if let Some(o) = self.game.outcome() {
            return outcome_text(self.lang, o);
        }
        let pos = self.game.position();
        let mut s = t(
            self.lang,
            if pos.turn() == Color::White {
                Key::WhiteToMove
            } else {
                Key::BlackToMove
            },
        )
        .to_string();
        if pos.is_check() {
            s.push_str(" · ");
            s.push_str(t(self.lang, Key::Check));
        }
        s
    }

    /// The move list as rows: move number, White's SAN (or `…`), Black's SAN.
    pub fn move_rows(&self) -> Vec<MoveRow> {
        let start = self.game.start();
        let mut rows: Vec<MoveRow> = Vec::new();
        let mut number = start.fullmoves();
        let mut black_first = start.turn() == Color::Black;
        for (i, san) in self.game.sans().iter().enumerate() {
            let ply = i + 1;
            if black_first {
                rows.push((number, None, Some((ply, san.clone()))));
                number += 1;
                black_first = false;
            } else if let Some(row) = rows.last_mut().filter(|r| r.2.is_none() && r.1.is_some()) {
                row.2 = Some((ply, san.clone()));
                number += 1;
            } else {
                rows.push((number, Some((ply, san.clone())), None));
            }
        }
        rows
    }

    /// The game as PGN, with the players' tags.
    pub fn pgn_text(&self) -> String {
        let mut pg = rules::pgn::PgnGame::new(self.game.clone());
        for (k, v) in self.tags.pairs() {
            if !v.trim().is_empty() {
                // Control characters are already filtered by `Tags::set`.
                let _ = pg.tags.set(k, v.trim());
            }
        }
        if let Some(c) = &self.clock {
            let _ = pg.tags.set("TimeControl", c.time_control());
            let mut mover = self.game.start().turn();
            for ply in 1..=self.game.ply() {
                if let Some(ms) = c.after_ply(ply, mover) {
                    pg.set_comment(ply, &clock::clk_comment(ms));
                }
                mover = !mover;
            }
        }
        pg.to_pgn()
    }

    /// Imports a pasted FEN or PGN (the first game) and continues from its last position.
    /// On any error nothing changes; the error says what is wrong (with the PGN line).
    pub fn import_text(&mut self, text: &str) -> Result<(), String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(t(self.lang, Key::ImportHint).to_string());
        }
        if text.len() > rules::pgn::MAX_PGN_BYTES {
            return Err(format!(
                "{} KB is too large (at most {} KB)",
                text.len() / 1024,
                rules::pgn::MAX_PGN_BYTES / 1024
            ));
        }
        let looks_like_fen = !text.contains('[') && text.matches('/').count() == 7;
        if looks_like_fen {
            let pos = fen::parse_position(text).map_err(|e| e.to_string())?;
            self.game = Game::new(pos);
            self.sp = startpos::number_of(self.game.start());
            self.tags = Tags::default();
        } else {
            let pg = rules::pgn::read_game(text).map_err(|e| e.to_string())?;
            let mut game = pg.game;
            // Continue from the last position: a result written in the PGN (resignation,
            // agreement...) is not an end on this board; checkmate and the like still are.
            game.reopen();
            self.sp = startpos::number_of(game.start());
            self.game = game;
            let mut tags = Tags::default();
            for (k, v) in pg.tags.iter() {
                if !v.is_empty() && v != "?" && !v.starts_with("????") {
                    tags.set(k, v);
                }
            }
            self.tags = tags;
        }
        self.clock = self.tc.map(|(m, s)| Clock::new(m, s));
        self.after_change();
        Ok(())
    }

    /// The current position's FEN.
    pub fn fen(&self) -> String {
        fen::to_fen(self.shown_position())
    }

    /// The state to store.
    pub fn to_saved(&self) -> Saved {
        Saved {
            start_fen: fen::to_fen(self.game.start()),
            sp: self.sp,
            moves: self.game.moves().iter().map(|m| m.to_string()).collect(),
            ended: self.game.declared_outcome().map(encode_outcome),
            flipped: self.flipped,
            hot_seat: self.hot_seat,
            lang: Some(self.lang.code().to_string()),
            exclude_518: self.exclude_518,
            tags: self
                .tags
                .pairs()
                .iter()
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            game_key: self.game_key.clone(),
            clock: self.clock.as_ref().map(Clock::encode),
            tc: self.tc,
        }
    }

    /// Restores a saved state; any inconsistency (bad FEN, illegal move) is an error and
    /// nothing is built from it.
    pub fn from_saved(s: &Saved, fallback_lang: Lang) -> Result<App, String> {
        let start = fen::parse_position(&s.start_fen).map_err(|e| e.to_string())?;
        let mut game = Game::new(start);
        for (i, uci) in s.moves.iter().enumerate() {
            let m = rules::uci::parse_uci(game.position(), uci)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
            game.play(m).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        if let Some(e) = &s.ended {
            let o = decode_outcome(e).ok_or_else(|| format!("unknown game end '{e}'"))?;
            let r = match o.reason {
                Reason::ThreefoldClaim | Reason::FiftyMoveClaim => game.claim_draw().map(|_| ()),
                _ => game.end(o),
            };
            r.map_err(|e| e.to_string())?;
        }
        let lang = s
            .lang
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(fallback_lang);
        let mut app = App::new(lang, 518);
        app.game = game;
        app.sp = s.sp;
        app.flipped = s.flipped;
        app.hot_seat = s.hot_seat;
        app.exclude_518 = s.exclude_518;
        app.game_key = s.game_key.clone();
        app.tc = s.tc;
        if let Some(c) = &s.clock {
            app.clock = Some(Clock::decode(c).ok_or("damaged clock")?);
        }
        for (k, v) in &s.tags {
            app.tags.set(k, v);
        }
        Ok(app)
    }
}

fn sq8(sq: Square) -> u8 {
    sq.index() as u8
}

/// Converts a canvas square index (0..64) to a rules square.
pub fn square(i: u8) -> Option<Square> {
    Square::new(u32::from(i))
}

/// The result banner text, e.g. "White wins by checkmate".
pub fn outcome_text(lang: Lang, o: Outcome) -> String {
    let who = match o.result {
        GameResult::WhiteWins => Key::WhiteWins,
        GameResult::BlackWins => Key::BlackWins,
        GameResult::Draw => Key::Draw,
    };
    let why = match o.reason {
        Reason::Checkmate => Some(Key::ByCheckmate),
        Reason::Stalemate => Some(Key::ByStalemate),
        Reason::FivefoldRepetition => Some(Key::ByFivefold),
        Reason::SeventyFiveMoveRule => Some(Key::BySeventyFive),
        Reason::DeadPosition => Some(Key::ByDeadPosition),
        Reason::Resignation(_) => Some(Key::ByResignation),
        Reason::Agreement => Some(Key::ByAgreement),
        Reason::ThreefoldClaim => Some(Key::ByThreefold),
        Reason::FiftyMoveClaim => Some(Key::ByFifty),
        Reason::Timeout(_) => Some(Key::ByTimeout),
        Reason::Unknown => None,
    };
    let mut s = format!("{} {}", o.result.as_pgn(), t(lang, who));
    if let Some(k) = why {
        s.push(' ');
        s.push_str(t(lang, k));
    }
    s
}

fn encode_outcome(o: Outcome) -> String {
    let c = |c: Color| if c == Color::White { "w" } else { "b" };
    match o.reason {
        Reason::Resignation(x) => format!("resign-{}", c(x)),
        Reason::Agreement => "agree".into(),
        Reason::ThreefoldClaim => "claim3".into(),
        Reason::FiftyMoveClaim => "claim50".into(),
        Reason::Timeout(x) => format!("time-{}-{}", c(x), o.result.as_pgn()),
        _ => format!("other-{}", o.result.as_pgn()),
    }
}

fn decode_outcome(s: &str) -> Option<Outcome> {
    let color = |c: &str| match c {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    };
    let (kind, rest) = s.split_once('-').unwrap_or((s, ""));
    Some(match kind {
        "resign" => {
            let c = color(rest)?;
            Outcome {
                result: GameResult::win_for(!c),
                reason: Reason::Resignation(c),
            }
        }
        "agree" => Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreement,
        },
        "claim3" => Outcome {
            result: GameResult::Draw,
            reason: Reason::ThreefoldClaim,
        },
        "claim50" => Outcome {
            result: GameResult::Draw,
            reason: Reason::FiftyMoveClaim,
        },
        "time" => {
            let (c, r) = rest.split_once('-')?;
            Outcome {
                result: GameResult::from_pgn(r)?,
                reason: Reason::Timeout(color(c)?),
            }
        }
        "other" => Outcome {
            result: GameResult::from_pgn(rest)?,
            reason: Reason::Unknown,
        },
        _ => return None,
    })
}
