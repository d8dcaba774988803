//! The view tree: what the page shows, as plain data. The views ([`crate::view`]) build it
//! from the [`crate::ui::Ui`] record; the DOM layer only turns it into elements. So every
//! screen is tested natively (its headings, labels, table headers, the actions on its
//! controls) without a browser.

/// An element (or a text node: empty `tag`, the text in `text`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Node {
    /// The tag name (`""` for a text node).
    pub tag: &'static str,
    /// An SVG element (created in the SVG namespace).
    pub svg: bool,
    /// Attributes, in order; `class` is one of them.
    pub attrs: Vec<(&'static str, String)>,
    /// Child nodes.
    pub children: Vec<Node>,
    /// A text node's text.
    pub text: String,
}

/// An element.
pub fn el(tag: &'static str) -> Node {
    Node {
        tag,
        ..Node::default()
    }
}

/// An SVG element.
pub fn svg(tag: &'static str) -> Node {
    Node {
        tag,
        svg: true,
        ..Node::default()
    }
}

/// A text node.
pub fn text(text: impl Into<String>) -> Node {
    Node {
        text: text.into(),
        ..Node::default()
    }
}

impl Node {
    /// With an attribute.
    pub fn attr(mut self, name: &'static str, value: impl Into<String>) -> Node {
        self.attrs.push((name, value.into()));
        self
    }

    /// With an attribute when `on` (boolean attributes: `disabled`, `selected`...).
    pub fn flag(self, name: &'static str, on: bool) -> Node {
        if on {
            self.attr(name, "")
        } else {
            self
        }
    }

    /// With a class (added to any class already set).
    pub fn class(mut self, class: &str) -> Node {
        match self.attrs.iter_mut().find(|(n, _)| *n == "class") {
            Some((_, value)) => {
                value.push(' ');
                value.push_str(class);
            }
            None => self.attrs.push(("class", class.to_string())),
        }
        self
    }

    /// With an id.
    pub fn id(self, id: impl Into<String>) -> Node {
        self.attr("id", id)
    }

    /// With the action its click, change, key or submit asks for (`data-act`, `data-arg`):
    /// see [`crate::action::Action::read`].
    pub fn act(self, act: &str, arg: impl Into<String>) -> Node {
        self.attr("data-act", act.to_string()).attr("data-arg", arg)
    }

    /// With a child.
    pub fn child(mut self, child: Node) -> Node {
        self.children.push(child);
        self
    }

    /// With children.
    pub fn children(mut self, children: impl IntoIterator<Item = Node>) -> Node {
        self.children.extend(children);
        self
    }

    /// With a text child.
    pub fn text(self, value: impl Into<String>) -> Node {
        self.child(text(value))
    }

    /// The attribute's value.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every node of the tree, this one first (depth first).
    pub fn walk(&self) -> Vec<&Node> {
        let mut out = vec![self];
        for child in &self.children {
            out.extend(child.walk());
        }
        out
    }

    /// The first node with this id.
    pub fn find(&self, id: &str) -> Option<&Node> {
        self.walk().into_iter().find(|n| n.get("id") == Some(id))
    }

    /// The nodes with this tag.
    pub fn all(&self, tag: &str) -> Vec<&Node> {
        self.walk().into_iter().filter(|n| n.tag == tag).collect()
    }

    /// The text of the node and its descendants, as a reader sees it.
    pub fn text_content(&self) -> String {
        let mut out = self.text.clone();
        for child in &self.children {
            out.push_str(&child.text_content());
        }
        out
    }
}
