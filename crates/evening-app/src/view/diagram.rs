//! The round's start position as a diagram: White's back rank, a to h, as SVG (eight
//! squares, the game's own piece drawing in each, the piece's letter in the page's language
//! under it).
//! Black's rank mirrors it, so the one rank says the whole position.

use rules::startpos;
use rules::{Color, Role};
use ui::pieces;

use crate::lang::Lang;
use crate::node::{svg, Node};
use crate::sentence::{piece_letter, piece_name};
use crate::text_table::fill;
use crate::texts::Text;

/// The white piece drawn with the game's own pieces ([`ui::pieces`], the paths the board's
/// canvas paints), as SVG in a 100-unit square at `x`.
fn piece(role: Role, x: usize) -> Node {
    let colors = pieces::colors(Color::White);
    let mut g = svg("g")
        .attr("transform", format!("translate({x} 0)"))
        .attr("class", "piece")
        .attr("stroke-linejoin", "round")
        .attr("stroke-linecap", "round");
    for layer in pieces::layers(role) {
        let path = svg("path").attr("d", layer.path);
        g = g.child(match layer.paint {
            pieces::Paint::Body => path
                .attr("fill", colors.body)
                .attr("stroke", colors.outline)
                .attr("stroke-width", layer.width.to_string()),
            pieces::Paint::Line => path
                .attr("fill", "none")
                .attr("stroke", colors.detail)
                .attr("stroke-width", layer.width.to_string()),
            pieces::Paint::Dot => path.attr("fill", colors.detail),
        });
    }
    g
}

/// The diagram of start position `sp`, or `None` for a number that is not one (0-959).
pub fn back_rank(lang: Lang, sp: u32) -> Option<Node> {
    let rank = startpos::back_rank(sp).ok().filter(|_| sp < 960)?;
    let names: Vec<&str> = rank.iter().map(|&r| piece_name(lang, r)).collect();
    let label = fill(
        Text::DiagramLabel.text(lang),
        &[&sp.to_string(), &names.join(", ")],
    );
    let mut root = svg("svg")
        .attr("viewBox", "0 0 800 140")
        .attr("role", "img")
        .attr("aria-label", label.clone())
        .attr("class", "ev-diagram")
        .child(svg("title").text(label));
    for (i, &role) in rank.iter().enumerate() {
        let x = i * 100;
        // a1 is a dark square: files a, c, e, g dark on the first rank.
        let shade = if i % 2 == 0 { "sq-dark" } else { "sq-light" };
        root = root
            .child(
                svg("rect")
                    .attr("x", x.to_string())
                    .attr("y", "0")
                    .attr("width", "100")
                    .attr("height", "100")
                    .attr("class", shade),
            )
            .child(piece(role, x))
            .child(
                svg("text")
                    .attr("x", (x + 50).to_string())
                    .attr("y", "134")
                    .attr("text-anchor", "middle")
                    .attr("class", "letter")
                    .text(piece_letter(lang, role)),
            );
    }
    Some(root)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classical_rank_in_dutch() {
        let d = back_rank(Lang::Nl, 518).unwrap();
        let letters: Vec<String> = d
            .walk()
            .into_iter()
            .filter(|n| n.get("class") == Some("letter"))
            .map(|n| n.text_content())
            .collect();
        assert_eq!(letters, ["T", "P", "L", "D", "K", "L", "P", "T"]);
        assert_eq!(d.get("role"), Some("img"));
        let label = d.get("aria-label").unwrap();
        assert!(
            label.contains("518") && label.contains("Toren, Paard, Loper, Dame, Koning"),
            "{label}"
        );
        assert_eq!(d.all("rect").len(), 8);
        // The game's own pieces: the king's paths are the board's.
        let king = d
            .walk()
            .into_iter()
            .filter(|n| n.get("class") == Some("piece"))
            .nth(4)
            .unwrap();
        let paths: Vec<&str> = king.all("path").iter().filter_map(|p| p.get("d")).collect();
        let want: Vec<&str> = ui::pieces::layers(Role::King)
            .iter()
            .map(|l| l.path)
            .collect();
        assert_eq!(paths, want);
        assert!(d.walk().iter().all(|n| n.svg || n.tag.is_empty()));
    }

    #[test]
    fn no_diagram_for_a_number_out_of_range() {
        assert!(back_rank(Lang::En, 960).is_none());
        assert!(back_rank(Lang::En, 959).is_some());
    }
}
