//! Playing against the computer: who it is, when it must think, what it is asked, and what
//! its answer does (a move like a player's: highlight, announcement, castling as castling).
//! The board, the castling buttons and every other control stay the human player's.

use super::{App, Effect};
use crate::opponent::Opponent;
use protocol::{Answer, ClockTimes, SearchRequest};
use rules::Color;

/// Thinking time per move without a clock, by level (the engine's levels also cap depth and
/// nodes; these keep its answers quick at the low levels).
const MOVETIME_MS: [u64; 8] = [400, 400, 500, 600, 800, 1000, 1500, 2000];

impl App {
    /// The "New game" form's opponent and level values.
    pub fn opponent_form(&self) -> (&'static str, String) {
        let (who, level) = match self.opponent {
            Opponent::Human => ("human", 1),
            Opponent::Computer(Some(Color::White), l) => ("white", l),
            Opponent::Computer(Some(Color::Black), l) => ("black", l),
            Opponent::Computer(None, l) => ("random", l),
        };
        (who, crate::text::num(u64::from(level)))
    }

    /// `true` when it is the computer's turn in a game that goes on.
    pub fn computer_to_move(&self) -> bool {
        self.computer
            .is_some_and(|c| c.side == self.game.position().turn())
            && !self.game.is_over()
            && !self.elsewhere
            && !self.lock_asked
    }

    /// Asks the worker for a move when it is the computer's turn and nothing is asked yet.
    /// A paused clock waits for the arbiter.
    pub fn think_if_needed(&mut self) {
        if !self.computer_to_move() || self.thinking.is_some() || self.clock_paused() {
            return;
        }
        let Some(c) = self.computer else {
            return;
        };
        if self.clock.as_ref().is_some_and(|k| k.not_started()) {
            // The computer's first move starts the clocks, like a player's would.
            let now = self.now;
            let turn = self.turn();
            if let Some(k) = &mut self.clock {
                k.start(turn, now);
            }
        }
        self.request_seq = self.request_seq.wrapping_add(1);
        let id = self.request_seq;
        self.thinking = Some(id);
        let clock = self.clock.as_ref().map(|k| ClockTimes {
            wtime: k.remaining(Color::White, self.now).max(0) as u64,
            btime: k.remaining(Color::Black, self.now).max(0) as u64,
            winc: k.increment_ms.max(0) as u64,
            binc: k.increment_ms.max(0) as u64,
        });
        let movetime_ms = clock.is_none().then(|| {
            MOVETIME_MS
                .get(usize::from(c.level.saturating_sub(1)))
                .copied()
                .unwrap_or(1000)
        });
        self.effects.push(Effect::Think(SearchRequest {
            id,
            start_fen: rules::fen::to_fen(self.game.start()),
            moves: self.game.moves().iter().map(|m| m.uci()).collect(),
            level: c.level,
            clock,
            movetime_ms,
            // JavaScript numbers hold 53 bits exactly.
            seed: self.random & ((1 << 53) - 1),
        }));
    }

    /// Stops waiting for the computer (takeback, new game, paused clock): the page ends the
    /// worker's search.
    pub fn stop_thinking(&mut self) {
        if self.thinking.take().is_some() {
            self.effects.push(Effect::StopThinking);
        }
    }

    /// The computer's answer: played like a player's move if it answers the question still
    /// open and is legal; anything else is ignored.
    pub fn on_answer(&mut self, answer: &Answer) -> bool {
        if self.thinking != Some(answer.id) {
            return false;
        }
        self.thinking = None;
        let Some(text) = &answer.best else {
            return true;
        };
        let Ok(m) = rules::uci::parse_uci(self.game.position(), text) else {
            self.say(true, crate::message::Msg::ComputerFailed);
            return true;
        };
        let played = self.play(m);
        if played {
            self.cursor = m.to();
        }
        played
    }

    /// The worker could not run (no Worker support, a failed download): say so and let the
    /// player go on alone.
    pub fn computer_failed(&mut self) {
        self.thinking = None;
        self.say(true, crate::message::Msg::ComputerFailed);
    }
}
