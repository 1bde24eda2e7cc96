// Google sign-in through the Auth emulator's popup, offline (shared notes, "Google sign-in popup,
// offline"). The Firebase SDK loads https://apis.google.com/js/api.js (gapi) and opens the emulator's
// helper iframe with it; the iframe loads the same script to talk back to the page. Outside hosts are
// blocked in the e2e harness, so this serves a small stand-in for that script, with just the gapi
// surface both sides use (gapi.load, gapi.iframes: getContext, open, getParentIframe, register, send,
// ping, restyle), carried over window.postMessage. It also serves empty stylesheets and scripts for the
// emulator's sign-in page (material-components-web from unpkg, Google Fonts), so nothing is blocked
// and no console error is logged. Every other outside request stays blocked.
import type { BrowserContext, Dialog, Page } from '@playwright/test';

export const GAPI_SCRIPT_URL = 'https://apis.google.com/js/api.js';

/** The gapi stand-in, run in the app page and in the emulator's helper iframe. */
export const GAPI_STAND_IN = String.raw`(function () {
  'use strict';
  if (window.gapi && window.gapi.__standIn) return;
  var MARK = '__e2eGapiStandIn';
  var FILTER = 'CROSS_ORIGIN_IFRAMES_FILTER';
  var script = document.currentScript;

  // One end of a conversation with another window: calls by name, replies by id.
  function Channel(getWindow) {
    this.getWindow = getWindow;
    this.handlers = {};
    this.queued = {};
    this.waiting = {};
    this.nextId = 1;
  }
  Channel.prototype.post = function (message) {
    var target = this.getWindow();
    if (!target) return;
    message[MARK] = true;
    target.postMessage(message, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = this.nextId++;
    if (callback) this.waiting[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.answer = function (call) {
    var handler = this.handlers[call.name];
    if (!handler) {
      // Not registered yet (the other side spoke first): answered once it is.
      (this.queued[call.name] = this.queued[call.name] || []).push(call);
      return;
    }
    var responses = [];
    try {
      responses.push(handler(call.data));
    } catch (error) {
      setTimeout(function () { throw error; });
    }
    this.post({ kind: 'reply', id: call.id, responses: responses });
  };
  Channel.prototype.receive = function (message) {
    if (message.kind === 'call') return this.answer(message);
    if (message.kind === 'reply') {
      var callback = this.waiting[message.id];
      delete this.waiting[message.id];
      // The SDK's webStorageSupport callback throws by design once it has its answer; gapi
      // swallows what a reply callback throws, and so does this stand-in.
      if (callback) try { callback(message.responses); } catch (ignored) {}
    }
  };

  // The page's view of an iframe it opened.
  var opened = [];
  function OpenedFrame(element) {
    Channel.call(this, function () { return element.contentWindow; });
    this.element = element;
  }
  OpenedFrame.prototype = Object.create(Channel.prototype);
  OpenedFrame.prototype.restyle = function () { return Promise.resolve(); };
  OpenedFrame.prototype.ping = function (callback) {
    var frame = this;
    return new Promise(function (resolve) {
      var id = 'ping-' + frame.nextId++;
      var timer = setInterval(function () { frame.post({ kind: 'ping', id: id }); }, 100);
      frame.waiting[id] = function () {
        clearInterval(timer);
        if (callback) try { callback(); } catch (ignored) {}
        resolve();
      };
      frame.post({ kind: 'ping', id: id });
    });
  };

  // The iframe's view of the page that opened it.
  var parentChannel = window.parent !== window ? new Channel(function () { return window.parent; }) : null;

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[MARK]) return;
    if (parentChannel && event.source === window.parent) {
      if (message.kind === 'ping') {
        parentChannel.post({ kind: 'reply', id: message.id, responses: [] });
        return;
      }
      parentChannel.receive(message);
      return;
    }
    for (var i = 0; i < opened.length; i++) {
      if (opened[i].element.contentWindow === event.source) {
        opened[i].receive(message);
        return;
      }
    }
  });

  function applyAttributes(element, attributes) {
    Object.keys(attributes || {}).forEach(function (name) {
      var value = attributes[name];
      if (name === 'style' && value && typeof value === 'object') {
        Object.keys(value).forEach(function (key) { element.style[key] = value[key]; });
      } else {
        element.setAttribute(name, String(value));
      }
    });
  }

  var context = {
    open: function (options, onOpened) {
      var element = document.createElement('iframe');
      applyAttributes(element, options.attributes);
      element.src = options.url;
      var frame = new OpenedFrame(element);
      opened.push(frame);
      (options.where || document.body).appendChild(element);
      return Promise.resolve(onOpened ? onOpened(frame) : frame);
    },
    getParentIframe: function () { return parentChannel; }
  };

  function Iframe() {}
  window.gapi = {
    __standIn: true,
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: Iframe,
      getContext: function () { return context; }
    },
    load: function (name, config) {
      var callback = typeof config === 'function' ? config : config && config.callback;
      setTimeout(function () { if (callback) callback(); });
    }
  };

  // api.js calls back through ?onload=<name> (the SDK) or window.gapi_onload (the emulator's iframe).
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
`;

/**
 * Serves the gapi stand-in and empty stand-ins for the emulator sign-in page's CSS, fonts and
 * script in this context. Call once the page is open (shop.open()): a later route wins over the
 * harness's "block every outside host" route.
 */
export async function routeGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route(`${GAPI_SCRIPT_URL}*`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
      body: GAPI_STAND_IN,
    }),
  );
  await context.route(
    /^https:\/\/(unpkg\.com\/material-components-web@|fonts\.googleapis\.com\/)/,
    (route) => {
      const url = route.request().url();
      const css = /\.css(\?|$)/.test(url) || url.startsWith('https://fonts.googleapis.com/');
      return route.fulfill({
        status: 200,
        contentType: css ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
        body: '/* empty e2e stand-in */',
      });
    },
  );
}

export interface GoogleAccount {
  readonly email: string;
  readonly displayName: string;
}

/**
 * Presses the page's Google button (`buttonName`), and in the emulator's popup adds an account with
 * auto-generated details and signs in with it. Resolves with that account once the popup has
 * closed. Needs routeGoogleStandIns() on the page's context first.
 */
export async function signInThroughGooglePopup(
  page: Page,
  buttonName = 'Sign in with Google',
): Promise<GoogleAccount> {
  const dialogs: string[] = [];
  const onDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  try {
    const popupOpened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: buttonName, exact: true }).click();
    const popup = await popupOpened;
    popup.on('dialog', onDialog);
    await popup.waitForLoadState('domcontentloaded');
    // The emulator's fake Google page (third-party markup: its own ids are the stable handles).
    await popup.locator('#add-account-button').click();
    await popup.locator('#autogen-button').click();
    const email = await popup.locator('#email-input').inputValue();
    const displayName = await popup.locator('#display-name-input').inputValue();
    const closed = popup.waitForEvent('close');
    await popup.locator('#sign-in').click();
    await closed;
    if (dialogs.length) throw new Error(`alerts during the Google sign-in: ${dialogs.join(' | ')}`);
    return { email, displayName };
  } finally {
    page.off('dialog', onDialog);
  }
}
