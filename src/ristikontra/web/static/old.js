// Runs only where JavaScript modules do not (the `nomodule` script): the page's own scripts never
// start there, so the message in the page (in every language) is shown instead of an empty page.
(function () {
  var notice = document.getElementById("old-browser");
  if (notice) { notice.removeAttribute("hidden"); }
}());
