//! The move list as the viewer shows it ([`items`]): PGN's order, with variations in brackets
//! after the move they replace, and comments where they stand.

use super::tree::Tree;
use crate::i18n::Lang;
use crate::notation::localize_san;
use rules::pgn::nag_symbol;
use rules::Color;

/// One piece of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move: its node and its text (`4.`, `4...` where a number is due, the SAN in the
    /// language's piece letters, the NAGs as symbols: `4. Be2!`).
    Move {
        /// The node the move leads to.
        node: usize,
        /// What is shown.
        text: String,
        /// 0 on the main line.
        depth: usize,
    },
    /// The comment after a node's move (or before the first move, for node 0).
    Comment {
        /// The node.
        node: usize,
        /// The comment.
        text: String,
    },
    /// A variation begins.
    Open,
    /// A variation ends.
    Close,
}

/// A move's text: its number where due, SAN, NAG symbols (`$n` for those without one).
pub fn move_text(tree: &Tree, id: usize, numbered: bool, lang: Lang) -> String {
    let Some(node) = tree.node(id) else {
        return String::new();
    };
    let mut s = String::new();
    match node.color {
        Color::White => s.push_str(&format!("{}. ", node.number)),
        Color::Black if numbered => s.push_str(&format!("{}... ", node.number)),
        Color::Black => {}
    }
    s.push_str(&localize_san(lang, &node.san));
    for &nag in &node.nags {
        match nag_symbol(nag) {
            Some(sym) if nag <= 7 => s.push_str(sym),
            Some(sym) => {
                s.push(' ');
                s.push_str(sym);
            }
            None => s.push_str(&format!(" ${nag}")),
        }
    }
    s
}

/// The whole move list.
pub fn items(tree: &Tree, lang: Lang) -> Vec<Item> {
    let mut out = Vec::new();
    if let Some(text) = tree.node(0).and_then(|n| n.comment.clone()) {
        out.push(Item::Comment { node: 0, text });
    }
    if let Some(first) = tree.first_child(0) {
        line(tree, first, lang, &mut out);
    }
    out
}

/// The line that begins with node `first`, with its variations.
fn line(tree: &Tree, first: usize, lang: Lang, out: &mut Vec<Item>) {
    let mut at = first;
    let mut numbered = true;
    while let Some(node) = tree.node(at) {
        out.push(Item::Move {
            node: at,
            text: move_text(tree, at, numbered, lang),
            depth: node.depth,
        });
        numbered = false;
        if let Some(text) = node.comment.clone() {
            out.push(Item::Comment { node: at, text });
            numbered = true;
        }
        // The variations that replace this move, if it is its parent's main continuation.
        let siblings = node
            .parent
            .and_then(|p| tree.node(p))
            .map_or(&[][..], |p| p.children.as_slice());
        if siblings.first() == Some(&at) {
            for &alt in siblings.iter().skip(1) {
                out.push(Item::Open);
                line(tree, alt, lang, out);
                out.push(Item::Close);
                numbered = true;
            }
        }
        match tree.first_child(at) {
            Some(c) => at = c,
            None => break,
        }
    }
}
