//! A game's comments, by ply, and the one way their text is normalised (when set, and when read).

/// Comments by ply, kept sorted (a small vector: cheaper in the wasm build than a B-tree).
#[derive(Clone, Debug, Default)]
pub(super) struct CommentMap(Vec<(usize, String)>);

impl CommentMap {
    pub(super) fn get(&self, ply: &usize) -> Option<&String> {
        self.0.iter().find(|(p, _)| p == ply).map(|(_, c)| c)
    }

    pub(super) fn get_mut(&mut self, ply: usize) -> Option<&mut String> {
        self.0.iter_mut().find(|(p, _)| *p == ply).map(|(_, c)| c)
    }

    pub(super) fn insert(&mut self, ply: usize, text: String) {
        match self.0.binary_search_by_key(&ply, |(p, _)| *p) {
            Ok(i) => {
                if let Some(e) = self.0.get_mut(i) {
                    e.1 = text;
                }
            }
            Err(i) => self.0.insert(i, (ply, text)),
        }
    }

    pub(super) fn remove(&mut self, ply: &usize) {
        self.0.retain(|(p, _)| p != ply);
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = (&usize, &String)> {
        self.0.iter().map(|(p, c)| (p, c))
    }
}

pub(super) fn normalise_comment(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.replace('}', ""))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
