//! The game's own course outside moves: takeback, resignation, draws, the clock switch,
//! browsing the history, turning the board.

use super::actions::Effect;
use super::App;
use crate::message::Msg;
use rules::game::Reason;
use rules::Color;

impl App {
    /// Takes back the last move (also undoes an end by resignation, agreement or claim).
    /// Against the computer: the player's last move and the computer's reply.
    pub fn takeback(&mut self) -> bool {
        if self.computer.is_some() && self.game.declared_outcome().is_none() {
            return self.takeback_against_computer();
        }
        let now = self.now;
        if let Some(o) = self.game.declared_outcome() {
            if matches!(o.reason, Reason::Timeout(_)) {
                if let Some(c) = &mut self.clock {
                    c.clear_flag(now);
                }
            }
            // A resignation, an agreed draw or a loss on time is taken back, not a move.
            let reopened = self.game.reopen().is_some();
            if reopened {
                self.taken_back_as(crate::i18n::Key::ResultTakenBack);
            }
            return reopened;
        }
        let undone = if self.game.undo().is_some() {
            let turn = self.game.position().turn();
            if let Some(c) = &mut self.clock {
                c.takeback(turn, now);
            }
            true
        } else {
            false
        };
        if undone {
            self.taken_back();
        }
        undone
    }

    /// Takes back plies until the player is to move again, having taken back at least one
    /// of the player's own moves (or the move the computer is thinking about).
    fn takeback_against_computer(&mut self) -> bool {
        let Some(c) = self.computer else {
            return false;
        };
        let now = self.now;
        let mut undone = false;
        self.stop_thinking();
        loop {
            let mover_was_human = self
                .game
                .ply()
                .checked_sub(1)
                .and_then(|i| self.game.position_at(i))
                .is_some_and(|p| p.turn() != c.side);
            if self.game.undo().is_none() {
                break;
            }
            undone = true;
            let turn = self.game.position().turn();
            if let Some(k) = &mut self.clock {
                k.takeback(turn, now);
            }
            if mover_was_human {
                break;
            }
        }
        if undone {
            self.taken_back();
        }
        undone
    }

    /// After a takeback: the position changed; the live region says so and what now holds.
    fn taken_back(&mut self) {
        self.taken_back_as(crate::i18n::Key::TakenBack);
    }

    /// After a takeback: `what` was taken back (a move, or a resignation or agreed result).
    fn taken_back_as(&mut self, what: crate::i18n::Key) {
        self.after_change();
        let mut words = crate::i18n::t(self.lang, what).to_string();
        words.push_str(". ");
        words.push_str(&self.status());
        self.set_announce(words);
        self.notify_takeback();
    }

    /// Turns the board.
    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    /// `side` resigns (whoever is to move).
    pub fn resign(&mut self, side: Color) {
        if self.game.resign(side).is_ok() {
            self.ended_by_player();
        }
    }

    /// Both players agree a draw.
    pub fn agree_draw(&mut self) {
        if self.game.agree_draw().is_ok() {
            self.ended_by_player();
        }
    }

    /// Claims a draw by threefold repetition or the 50-move rule, if possible.
    pub fn claim_draw(&mut self) -> bool {
        let ok = self.game.claim_draw().is_ok();
        if ok {
            self.ended_by_player();
        }
        ok
    }

    /// After a resignation, an agreed draw or a claim: the clock stops, the result is said.
    fn ended_by_player(&mut self) {
        self.stop_clock();
        self.reset_transient();
        self.result_closed = false;
        let text = self.status();
        self.set_announce(text);
        self.notify_end();
    }

    /// Starts, pauses or resumes the clock (for the arbiter).
    pub fn toggle_clock(&mut self) {
        let turn = self.game.position().turn();
        let now = self.now;
        if let Some(c) = &mut self.clock {
            if c.ticking().is_some() {
                c.pause(now);
                if self.thinking.take().is_some() {
                    self.effects.push(Effect::StopThinking);
                }
            } else if !self.game.is_over() {
                c.start(turn, now);
                if matches!(&self.notice, Some(n) if matches!(n.msg, Msg::ClockPaused)) {
                    self.notice = None;
                }
            }
        }
        self.think_if_needed();
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
        let current = i64::try_from(self.shown_ply()).unwrap_or(i64::MAX);
        let last = i64::try_from(self.game.ply()).unwrap_or(i64::MAX);
        let target = current.saturating_add(delta).clamp(0, last);
        self.view_ply(usize::try_from(target).unwrap_or(0));
    }
}
