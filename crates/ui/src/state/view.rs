//! What the page shows, read from the state: the board, the status line, the panels, the
//! move list, the clocks, the PGN. Nothing here changes the state.

use super::{App, Ask};
use crate::clock::{self, Clock};
use crate::i18n::{t, Key, Lang};
use crate::message::castle_key;
use crate::render::{BoardView, CastlePreview, Drag, PromotionView};
use crate::text::push_u32;
use rules::game::{GameResult, Outcome, Reason};
use rules::{CastlingSide, Color};

/// One row of the move list: move number, White's move and Black's move as (ply, SAN).
pub type MoveRow = (u32, Option<(usize, String)>, Option<(usize, String)>);

/// A castling button as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastleButton {
    /// Shown (exactly when that castling is legal).
    pub shown: bool,
    /// Its label ("Castle O-O", or "Confirm O-O" after a first tap on touch).
    pub label: Key,
    /// Pointed out after the king was dragged as if to castle.
    pub hinted: bool,
}

/// A clock face: the player's name and time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// Whose clock.
    pub color: Color,
    /// Time left, as shown (`19:58`, `9.9`).
    pub time: String,
    /// Running now.
    pub running: bool,
    /// Under 20 seconds.
    pub low: bool,
    /// The flag fell.
    pub flagged: bool,
}

/// Everything the panels around the board show (the page copies it into the DOM).
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The status line: side to move, check, the result, or the move being viewed.
    pub status: String,
    /// The message line: (is it an error, text).
    pub notice: Option<(bool, String)>,
    /// "SP 123", or empty.
    pub sp: String,
    /// The two castling buttons, O-O then O-O-O.
    pub castle: [CastleButton; 2],
    /// The result box of a finished game (unless closed): its text.
    pub result: Option<String>,
    /// "Back to the game" shown (browsing).
    pub live_shown: bool,
    /// History buttons disabled (no moves yet).
    pub nav_disabled: bool,
    /// Takeback disabled.
    pub takeback_disabled: bool,
    /// Resign and draw disabled (game over).
    pub over: bool,
    /// Which resign buttons are enabled: White's, Black's (against the computer, only the
    /// player's own).
    pub resign: [bool; 2],
    /// Draw by agreement offered (not against the computer, which does not agree draws).
    pub draw: bool,
    /// The computer is thinking.
    pub thinking: bool,
    /// The claim button's label, when a claim is possible.
    pub claim: Option<Key>,
    /// The clock button's label, when there is a clock to start, pause or resume.
    pub clock_toggle: Option<Key>,
    /// The question asked: text, "yes" label, "no" label.
    pub ask: Option<(String, Key, Key)>,
    /// The time-control menu value.
    pub tc_menu: String,
    /// The custom time-control fields are shown.
    pub tc_custom: bool,
    /// The custom fields hold an invalid value.
    pub tc_invalid: bool,
    /// The game is open in another tab ("Play here" shown).
    pub elsewhere: bool,
    /// The promotion picker is open.
    pub promotion: bool,
    /// "Resume that game" shown (a link replaced an unfinished game).
    pub previous_kept: bool,
    /// "New version: reload" shown ([`App::update_shown`]).
    pub update: bool,
}

impl App {
    /// What the board shows now.
    pub fn board_view(&self) -> BoardView {
        let pos = self.shown_position();
        let mut view = BoardView {
            board: *pos.board(),
            flipped: self.flipped,
            high_contrast: self.high_contrast,
            ..BoardView::default()
        };
        let ply = self.shown_ply();
        if let Some(m) = ply.checked_sub(1).and_then(|i| self.game.moves().get(i)) {
            let mover = self
                .game
                .position_at(ply - 1)
                .map_or(Color::White, |p| p.turn());
            view.last_move = Some(match m.castling_side() {
                Some(side) => (m.from(), side.king_to(mover)),
                None => (m.from(), m.to()),
            });
        }
        if pos.is_check() {
            view.check = Some(pos.our_king());
        }
        if self.view.is_none() {
            view.selected = self.selected;
            if let Some(from) = self.selected {
                view.destinations = self.destinations(from);
            }
            if let Some(side) = self.preview {
                if self.castle_buttons()[side.index()] {
                    let us = pos.turn();
                    view.castle_preview = Some(CastlePreview {
                        color: us,
                        king_to: side.king_to(us),
                        rook_to: side.rook_to(us),
                    });
                }
            }
            if let Some(d) = self.drag.filter(|d| d.moved) {
                if let Some(p) = view.board.piece_at(d.from) {
                    view.drag = Some(Drag {
                        piece: p,
                        from: d.from,
                        x: d.x,
                        y: d.y,
                    });
                }
            }
            if let Some(choices) = self.promotion_squares() {
                let us = pos.turn();
                view.promotion = Some(PromotionView {
                    choices: choices.map(|(sq, role)| (sq, role.of(us))),
                });
            }
        }
        view
    }

    /// The status line: side to move and check, the result, or which move is being viewed.
    pub fn status(&self) -> String {
        let lang = self.lang;
        if let Some(ply) = self.view {
            return self.viewing_text(ply);
        }
        if let Some(o) = self.game.outcome() {
            return outcome_text(lang, o);
        }
        if self.opening_link {
            return t(lang, Key::OpeningLink).to_string();
        }
        let pos = self.game.position();
        let mut s = t(lang, pos.turn().fold(Key::WhiteToMove, Key::BlackToMove)).to_string();
        if pos.is_check() {
            s.push_str(" · ");
            s.push_str(t(lang, Key::Check));
        }
        if self.thinking.is_some() {
            s.push_str(" · ");
            s.push_str(t(lang, Key::ComputerThinking));
        }
        s
    }

    /// "Viewing 12. Nf3 · click the board to return" (or the start position).
    fn viewing_text(&self, ply: usize) -> String {
        let lang = self.lang;
        let mut s = t(lang, Key::Viewing).to_string();
        s.push(' ');
        let shown = ply
            .checked_sub(1)
            .and_then(|i| Some((i, self.game.sans().get(i)?)));
        match shown {
            Some((i, san)) => {
                let (number, white) = self.move_number(i + 1);
                push_u32(&mut s, number);
                s.push_str(if white { ". " } else { "… " });
                s.push_str(&crate::notation::localize_san(lang, san));
            }
            None => s.push_str(t(lang, Key::StartPosition)),
        }
        s.push_str(" · ");
        s.push_str(t(lang, Key::ClickBoardToReturn));
        s
    }

    /// The move number of ply `ply` (1-based) and whether White made it.
    pub fn move_number(&self, ply: usize) -> (u32, bool) {
        let start = self.game.start();
        let black_first = usize::from(start.turn() == Color::Black);
        let index = ply.saturating_sub(1).saturating_add(black_first);
        let number = u32::try_from(index / 2)
            .unwrap_or(u32::MAX)
            .saturating_add(start.fullmoves());
        (number, index % 2 == 0)
    }

    /// The move list as rows: move number, White's SAN (or `…`), Black's SAN, in the
    /// interface language's piece letters. Move numbers saturate, never wrap.
    pub fn move_rows(&self) -> Vec<MoveRow> {
        let mut rows: Vec<MoveRow> = Vec::new();
        for (i, san) in self.game.sans().iter().enumerate() {
            let ply = i + 1;
            let (number, white) = self.move_number(ply);
            let cell = Some((ply, crate::notation::localize_san(self.lang, san)));
            match rows.last_mut() {
                Some(row) if !white && row.2.is_none() && row.1.is_some() => row.2 = cell,
                _ if white => rows.push((number, cell, None)),
                _ => rows.push((number, None, cell)),
            }
        }
        rows
    }

    /// The two clock faces, top then bottom of the board, when the game has a clock.
    pub fn clock_faces(&self) -> Option<[ClockFace; 2]> {
        let c: &Clock = self.clock.as_ref()?;
        let bottom = if self.flipped {
            Color::Black
        } else {
            Color::White
        };
        let face = |color: Color| {
            let ms = c.remaining(color, self.now);
            ClockFace {
                color,
                time: clock::format_ms(ms),
                running: c.ticking() == Some(color),
                low: ms < 20_000,
                flagged: c.flagged() == Some(color),
            }
        };
        Some([face(!bottom), face(bottom)])
    }

    /// Everything the panels show.
    pub fn panel(&self) -> Panel {
        let lang = self.lang;
        let over = self.game.is_over();
        let buttons = self.castle_buttons();
        let castle = CastlingSide::ALL.map(|side| CastleButton {
            shown: buttons[side.index()],
            label: if self.armed == Some(side) {
                confirm_key(side)
            } else {
                castle_key(side)
            },
            hinted: self.hinted(side),
        });
        let claim = if over || self.view.is_some() {
            None
        } else if self.game.can_claim_threefold() {
            Some(Key::ClaimThreefold)
        } else if self.game.can_claim_fifty() {
            Some(Key::ClaimFifty)
        } else {
            None
        };
        let clock_toggle = self.clock_toggle_label();
        let result = self
            .game
            .outcome()
            .filter(|_| !self.result_closed)
            .map(|o| outcome_text(lang, o));
        let mut sp = String::new();
        if let Some(n) = self.sp {
            sp.push_str("SP ");
            push_u32(&mut sp, n);
        }
        Panel {
            status: self.status(),
            notice: self.notice.as_ref().map(|n| (n.error, n.msg.text(lang))),
            sp,
            castle,
            result,
            live_shown: self.view.is_some(),
            nav_disabled: self.game.ply() == 0,
            takeback_disabled: self.game.ply() == 0 && self.game.declared_outcome().is_none(),
            over,
            resign: Color::ALL.map(|c| !over && self.computer.is_none_or(|k| k.side != c)),
            draw: !over && self.computer.is_none(),
            thinking: self.thinking.is_some(),
            claim,
            clock_toggle,
            ask: self.ask.as_ref().map(|a| self.ask_texts(a)),
            tc_menu: if self.tc_custom {
                "custom".into()
            } else {
                super::settings::tc_menu_value(self.tc)
            },
            tc_custom: self.tc_custom
                || matches!(self.tc, Some(tc) if !clock::PRESETS.contains(&tc)),
            tc_invalid: self.tc_invalid,
            elsewhere: self.elsewhere,
            promotion: self.promotion.is_some(),
            previous_kept: self.previous_kept,
            update: self.update_shown(),
        }
    }

    /// The clock button's label, when there is a clock to start, pause or resume.
    pub fn clock_toggle_label(&self) -> Option<Key> {
        let c = self.clock.as_ref().filter(|_| !self.game.is_over())?;
        Some(if c.not_started() {
            Key::ClockStart
        } else if c.ticking().is_some() {
            Key::ClockPause
        } else {
            Key::ClockResume
        })
    }

    fn ask_texts(&self, ask: &Ask) -> (String, Key, Key) {
        let lang = self.lang;
        match ask {
            Ask::Leave(_) => (
                t(lang, Key::AskLeave).to_string(),
                Key::AskLeaveYes,
                Key::AskContinue,
            ),
            Ask::Resign(side) => (
                t(lang, side.fold(Key::AskResignWhite, Key::AskResignBlack)).to_string(),
                Key::AskResignYes,
                Key::AskContinue,
            ),
            Ask::Draw => (
                t(lang, Key::AskDraw).to_string(),
                Key::AskDrawYes,
                Key::AskContinue,
            ),
            Ask::Resume => (
                t(lang, Key::AskResume).to_string(),
                Key::ResumePrevious,
                Key::AskContinue,
            ),
        }
    }

    /// The game as PGN, with the players' tags, the clock times and an imported game's
    /// annotations ([`crate::annotations`]).
    pub fn pgn_text(&self) -> String {
        let mut pg = self.pgn_game();
        crate::annotations::merge(&mut pg, &self.notes);
        pg.to_pgn()
    }

    /// The game as PGN without an imported game's annotations (a link that must stay short).
    pub fn pgn_text_plain(&self) -> String {
        self.pgn_game().to_pgn()
    }

    /// The game with the players' tags and the clock times.
    fn pgn_game(&self) -> rules::pgn::PgnGame {
        let mut pg = rules::pgn::PgnGame::new(self.game.clone());
        for (k, v) in self.tags.iter() {
            let v = v.trim_ascii();
            if !v.is_empty() {
                let _ = pg.tags.set(k, v);
            }
        }
        // The computer's side is named after it, unless the players named it themselves.
        if let Some(c) = self.computer {
            let tag = c.side.fold("White", "Black");
            if self.tag(tag).is_empty() {
                let mut name = String::from("Rokade (level ");
                crate::text::push_u32(&mut name, u32::from(c.level));
                name.push(')');
                let _ = pg.tags.set(tag, name);
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
        pg
    }
}

fn confirm_key(side: CastlingSide) -> Key {
    match side {
        CastlingSide::KingSide => Key::CastleConfirmShort,
        CastlingSide::QueenSide => Key::CastleConfirmLong,
    }
}

/// The result text, e.g. "0-1 Black wins by checkmate".
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
    let mut s = String::from(o.result.as_pgn());
    s.push(' ');
    s.push_str(t(lang, who));
    if let Some(k) = why {
        s.push(' ');
        s.push_str(t(lang, k));
    }
    s
}
