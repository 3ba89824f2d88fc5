/*
 * Local stand-in for a booking provider's script (OpenTable, Tock, Acuity Scheduling), served
 * by the reference backend for the demo and the tests: like the real loaders, it is a classic
 * script that fills the mount point it was inserted into. It books nothing.
 */
(function () {
  var script = document.currentScript;
  var mount = script && script.closest('[data-sqs-booking-widget]');
  if (!mount) return;
  var provider = mount.getAttribute('data-sqs-booking-widget');
  var form = document.createElement('form');
  form.className = 'booking-standin';
  form.setAttribute('data-size', mount.getAttribute('data-size') || '');
  var title = document.createElement('p');
  title.textContent = 'Book with ' + provider + ' (local stand-in)';
  var label = document.createElement('label');
  label.textContent = 'Party size ';
  var select = document.createElement('select');
  select.name = 'party';
  for (var i = 1; i <= 8; i++) {
    var option = document.createElement('option');
    option.textContent = String(i);
    select.append(option);
  }
  label.append(select);
  var button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Find a time';
  var result = document.createElement('p');
  result.setAttribute('role', 'status');
  form.append(title, label, ' ', button, result);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    result.textContent = 'Stand-in: a table for ' + select.value + ' would be offered here.';
  });
  mount.append(form);
})();
