//! A game as a tree of positions ([`Tree`]): the start, the main line and every variation,
//! each node the position after one move. A node's first child continues its line; the other
//! children are the variations that replace that first child.

use rules::pgn::{PgnGame, Variation};
use rules::{Color, Move, Position};

/// One position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The node before (none for the start).
    pub parent: Option<usize>,
    /// The position after the move (the start position for the root).
    pub pos: Position,
    /// The move that led here (none for the root).
    pub mv: Option<Move>,
    /// That move in English SAN.
    pub san: String,
    /// The move's number and who played it.
    pub number: u32,
    /// Who played the move.
    pub color: Color,
    /// The move's NAGs.
    pub nags: Vec<u8>,
    /// The comment after the move (for the root: before the first move).
    pub comment: Option<String>,
    /// The continuations: the first continues this line, the others are variations.
    pub children: Vec<usize>,
    /// 0 on the main line, 1 in a variation, 2 in a variation inside one, ...
    pub depth: usize,
}

/// A game's positions; node 0 is the start.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    /// The nodes; a node's children always come after it.
    pub nodes: Vec<Node>,
}

impl Tree {
    /// The tree of a game read from PGN.
    pub fn of(pgn: &PgnGame) -> Tree {
        let start = pgn.game.start().clone();
        let mut tree = Tree {
            nodes: vec![Node {
                parent: None,
                number: start.fullmoves(),
                color: start.turn(),
                pos: start,
                mv: None,
                san: String::new(),
                nags: Vec::new(),
                comment: pgn.comment(0).map(str::to_string),
                children: Vec::new(),
                depth: 0,
            }],
        };
        let mut at = 0;
        for (i, (&mv, san)) in pgn.game.moves().iter().zip(pgn.game.sans()).enumerate() {
            let ply = i + 1;
            let Some(next) = tree.push(at, mv, san.clone(), 0) else {
                break;
            };
            if let Some(node) = tree.nodes.get_mut(next) {
                node.nags = pgn.nags(ply).to_vec();
                node.comment = pgn.comment(ply).map(str::to_string);
            }
            for v in pgn.variations(ply) {
                tree.add_line(at, v, 1);
            }
            at = next;
        }
        tree
    }

    /// Adds the move `mv` after node `parent`; `None` if it is not legal there.
    fn push(&mut self, parent: usize, mv: Move, san: String, depth: usize) -> Option<usize> {
        let before = &self.nodes.get(parent)?.pos;
        let pos = before.play(mv).ok()?;
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent: Some(parent),
            number: before.fullmoves(),
            color: before.turn(),
            pos,
            mv: Some(mv),
            san,
            nags: Vec::new(),
            comment: None,
            children: Vec::new(),
            depth,
        });
        self.nodes.get_mut(parent)?.children.push(id);
        Some(id)
    }

    /// Adds a variation that replaces the move after node `parent`.
    fn add_line(&mut self, parent: usize, line: &Variation, depth: usize) {
        let mut at = parent;
        for (i, m) in line.moves.iter().enumerate() {
            let Some(next) = self.push(at, m.mv, m.san.clone(), depth) else {
                return;
            };
            if let Some(node) = self.nodes.get_mut(next) {
                node.nags = m.nags.clone();
                node.comment = m.comment.clone();
                // The comment before the variation's first move goes with that move.
                if i == 0 {
                    if let Some(before) = &line.comment {
                        let after = node.comment.take();
                        node.comment = Some(match after {
                            Some(a) => format!("{before} {a}"),
                            None => before.clone(),
                        });
                    }
                }
            }
            for inner in &m.variations {
                self.add_line(at, inner, depth + 1);
            }
            at = next;
        }
    }

    /// The node.
    pub fn node(&self, id: usize) -> Option<&Node> {
        self.nodes.get(id)
    }

    /// The main line's node after `ply` half-moves (the last if the game is shorter).
    pub fn main_line_at(&self, ply: usize) -> usize {
        let mut at = 0;
        for _ in 0..ply {
            match self.first_child(at) {
                Some(c) => at = c,
                None => break,
            }
        }
        at
    }

    /// The line's continuation after `id`.
    pub fn first_child(&self, id: usize) -> Option<usize> {
        self.nodes.get(id)?.children.first().copied()
    }

    /// The end of the line `id` is on (following first children).
    pub fn line_end(&self, id: usize) -> usize {
        let mut at = id;
        while let Some(c) = self.first_child(at) {
            at = c;
        }
        at
    }

    /// The moves from the start to `id`, in order.
    pub fn path(&self, id: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut at = Some(id);
        while let Some(node) = at.and_then(|i| self.nodes.get(i)) {
            if let Some(m) = node.mv {
                moves.push(m);
            }
            at = node.parent;
        }
        moves.reverse();
        moves
    }
}
