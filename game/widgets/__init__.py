"""Generic widgets in the print-shop style: buttons, icon buttons, toggles, segmented choices/tabs,
scroll views and lists, the on-screen keyboard, dialog and page scene bases."""
from game.widgets.base import MIN_TOUCH, FocusGroup, Widget
from game.widgets.button import Button, IconButton
from game.widgets.icons import Icon, icon
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.scroll import RowList, ScrollView
from game.widgets.segmented import Segmented
from game.widgets.style import Style
from game.widgets.toggle import Toggle

__all__ = ["MIN_TOUCH", "Button", "FocusGroup", "Icon", "IconButton", "OnScreenKeyboard", "RowList", "ScrollView",
           "Segmented", "Style", "Toggle", "Widget", "icon"]
