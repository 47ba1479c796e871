// Filters the car cards as you type. Only an improvement: without JavaScript the search box stays
// hidden and every card shows.
(function () {
  "use strict";
  var box = document.querySelector(".car-search");
  if (!box) { return; }
  var input = box.querySelector("input");
  var none = box.querySelector(".car-search__none");
  var cards = Array.prototype.slice.call(document.querySelectorAll(".car-card[data-search]"));
  box.hidden = false;
  input.addEventListener("input", function () {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    cards.forEach(function (card) {
      var text = card.getAttribute("data-search");
      var match = words.every(function (word) { return text.indexOf(word) !== -1; });
      card.hidden = !match;
      if (match) { shown += 1; }
    });
    none.hidden = shown !== 0;
  });
}());
