//! The variations being read: a stack of open lines, each with its position, so every move in
//! a variation is checked in the position where it is played.

use std::mem;

use super::error::{err, PgnError, PgnErrorKind};
use super::variation::{VarMove, Variation};
use crate::game::GameError;
use crate::{san, Position};

/// One open variation.
struct Frame {
    /// For an outermost variation: the main line's move it replaces (1 = the first move).
    anchor: usize,
    /// The position before this line's last move (where a nested variation starts).
    before: Position,
    /// The position after this line's last move.
    pos: Position,
    /// The line so far.
    line: Variation,
}

/// The open variations, outermost first.
#[derive(Default)]
pub(super) struct Lines {
    stack: Vec<Frame>,
    /// Finished outermost variations, with the main-line move each replaces.
    pub(super) done: Vec<(usize, Variation)>,
}

impl Lines {
    /// How deep the reader is in variations (0: on the main line).
    pub(super) fn depth(&self) -> usize {
        self.stack.len()
    }

    /// `(` on the main line: a variation replacing move `ply` (played from `before`), or, inside
    /// a variation, replacing that variation's last move. `None` when there is no move to
    /// replace (a `(` before the first move).
    pub(super) fn open(
        &mut self,
        line: usize,
        main: Option<(usize, Position)>,
    ) -> Result<(), PgnError> {
        let start = match self.stack.last() {
            Some(top) if !top.line.moves.is_empty() => Some((0, top.before.clone())),
            Some(_) => None,
            None => main,
        };
        let (anchor, start) = start.ok_or(err(line, PgnErrorKind::Unexpected('(')))?;
        self.stack.push(Frame {
            anchor,
            before: start.clone(),
            pos: start,
            line: Variation::default(),
        });
        Ok(())
    }

    /// `)`: ends the innermost variation.
    pub(super) fn close(&mut self, line: usize) -> Result<(), PgnError> {
        let frame = self
            .stack
            .pop()
            .ok_or(err(line, PgnErrorKind::Unexpected(')')))?;
        if frame.line.moves.is_empty() {
            return Ok(());
        }
        match self.stack.last_mut().and_then(|t| t.line.moves.last_mut()) {
            Some(parent) => parent.variations.push(frame.line),
            None => self.done.push((frame.anchor, frame.line)),
        }
        Ok(())
    }

    /// A move in the innermost variation.
    pub(super) fn play(&mut self, line: usize, text: &str) -> Result<(), PgnError> {
        let Some(top) = self.stack.last_mut() else {
            return Ok(());
        };
        let bad = |error: GameError, pos: &Position| {
            err(
                line,
                PgnErrorKind::Move {
                    text: text.chars().take(20).collect(),
                    number: pos.fullmoves(),
                    color: pos.turn(),
                    error,
                },
            )
        };
        let mv = san::parse_san(&top.pos, text).map_err(|e| bad(GameError::San(e), &top.pos))?;
        let next = top
            .pos
            .play(mv)
            .map_err(|_| bad(GameError::IllegalMove(mv), &top.pos))?;
        let written = san::to_san(&top.pos, mv);
        top.before = mem::replace(&mut top.pos, next);
        top.line.moves.push(VarMove {
            mv,
            san: written,
            nags: Vec::new(),
            comment: None,
            variations: Vec::new(),
        });
        Ok(())
    }

    /// A comment inside a variation: after its last move, or before its first.
    pub(super) fn comment(&mut self, text: String) {
        let Some(top) = self.stack.last_mut() else {
            return;
        };
        let slot = match top.line.moves.last_mut() {
            Some(m) => &mut m.comment,
            None => &mut top.line.comment,
        };
        match slot {
            Some(c) => {
                c.push(' ');
                c.push_str(&text);
            }
            None => *slot = Some(text),
        }
    }

    /// A NAG inside a variation, for its last move (dropped before the first).
    pub(super) fn nag(&mut self, nag: u8) {
        if let Some(m) = self.stack.last_mut().and_then(|t| t.line.moves.last_mut()) {
            m.nags.push(nag);
        }
    }
}
