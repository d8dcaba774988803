//! Singular extensions: the table's move is searched one ply deeper when a reduced search
//! without it fails low by a margin (no other move comes close), and less deeply when other
//! moves also beat beta.

use super::{score_from_tt, Node, Searcher, MATE_BOUND, MAX_PLY};
use crate::tt::Bound;
use rules::Position;

impl Searcher<'_> {
    /// The extension of the table's move at this node: 1 when it is singular, -1 when another
    /// move would probably cut off too, else 0; `Err(score)` ends the node when the search
    /// without it already beats `beta` (several moves cut off).
    pub(super) fn singular(
        &mut self,
        pos: &Position,
        node: &Node,
        depth: i32,
        beta: i32,
    ) -> Result<i32, i32> {
        let ply = node.ply;
        let Some((m, h)) = node.hit.and_then(|h| h.mv.map(|m| (m, h))) else {
            return Ok(0);
        };
        if ply == 0
            || ply >= 2 * MAX_PLY / 3
            || depth < 7
            || h.depth < depth - 3
            || h.bound == Bound::Upper
        {
            return Ok(0);
        }
        let tt_score = score_from_tt(h.score, ply);
        if tt_score.abs() >= MATE_BOUND {
            return Ok(0);
        }
        let s_beta = tt_score - 2 * depth;
        if let Some(f) = self.frames.get_mut(ply) {
            f.excluded = Some(m);
        }
        let s = self.negamax(pos, (depth - 1) / 2, s_beta - 1, s_beta, ply, node.cut_node);
        if let Some(f) = self.frames.get_mut(ply) {
            f.excluded = None;
        }
        if self.stopped {
            Err(0)
        } else if s < s_beta {
            Ok(1)
        } else if s_beta >= beta {
            Err(s_beta)
        } else if tt_score >= beta {
            Ok(-1)
        } else {
            Ok(0)
        }
    }
}
