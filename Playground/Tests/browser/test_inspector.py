"""The playground as a layout inspector, in headless Chromium at 1024×768 and 1440×900: the device
fits its pane (iPad included), zoom, hover and click-to-select with the caret moving to the source,
the caret highlighting what the source makes, the render palette, compare, export, "Copy Swift code"
and the dark preview.

Screenshots go to $PLAYGROUND_SCREENSHOTS when set.
"""

import os
import subprocess

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from test_playground import BIN, settled, shot, start_server, stop

SIZES = [(1024, 768), (1440, 900)]


@pytest.fixture(scope="module")
def server():
    process, url = start_server("--example", "app-store")
    yield url
    stop(process)


@pytest.fixture(scope="module", params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def browser(request):
    width, height = request.param
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = Service("/usr/bin/chromedriver") if os.path.exists("/usr/bin/chromedriver") else Service()
    driver = webdriver.Chrome(service=service, options=options)
    # The window's inner size is what the page gets: set it exactly.
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight];")
    driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])
    driver.size = (width, height)
    yield driver
    driver.quit()


def open_page(browser, server):
    browser.get(server + "/")
    settled(browser, "s.look && document.querySelectorAll('#content .el').length > 0")


def rect(browser, selector):
    return browser.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};",
        selector)


def assert_fits(browser):
    """The device lies inside its pane and the window; the page does not scroll sideways."""
    width, height = browser.size
    device, pane = rect(browser, "#device"), rect(browser, "#device-pane")
    assert device["left"] >= pane["left"] - 0.5 and device["right"] <= pane["right"] + 0.5
    assert device["top"] >= pane["top"] - 0.5 and device["bottom"] <= pane["bottom"] + 0.5
    assert device["right"] <= width and device["bottom"] <= height
    overflow = browser.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
    assert overflow <= 0
    # The editor and the inspector keep room to work in.
    assert rect(browser, "#editor")["width"] >= 250
    assert rect(browser, "#inspector")["width"] >= 230


@pytest.mark.parametrize("device", ["iPhone 16 Pro · 402 × 874", "iPad Pro 13-inch (M4) · 1032 × 1376",
                                    "iPad Pro 13-inch (M4) landscape · 1376 × 1032"])
def test_device_fits_its_pane(server, browser, device):
    open_page(browser, server)
    Select(browser.find_element(By.ID, "device-picker")).select_by_visible_text(device)
    settled(browser, "s.device && s.device.name")
    assert_fits(browser)
    zoom = browser.execute_script("return window.playground.zoom;")
    screen = browser.execute_script("return window.playground.viewport;")
    # The screen is drawn at the zoom: its on-page width is the point width times the scale.
    assert abs(rect(browser, "#screen")["width"] - screen["width"] * zoom) < 1
    assert 0 < zoom <= 1
    shot(browser, f"inspector-fit-{browser.size[0]}-{device.split(' ·')[0].replace(' ', '-')}.png")


def test_zoom_control(server, browser):
    open_page(browser, server)
    zoom = Select(browser.find_element(By.ID, "zoom"))
    for value, scale in (("2", 2), ("0.5", 0.5)):
        zoom.select_by_value(value)
        assert browser.execute_script("return window.playground.zoom;") == scale
        width = browser.execute_script("return window.playground.viewport.width;")
        assert abs(rect(browser, "#screen")["width"] - width * scale) < 1
        overflow = browser.execute_script(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth;")
        assert overflow <= 0  # at 200 % the pane scrolls, never the page
    zoom.select_by_value("fit")
    assert_fits(browser)


def test_click_selects_and_moves_the_caret(server, browser):
    open_page(browser, server)
    cell = browser.find_element(By.CSS_SELECTOR, '#content .el.cell[data-section="2"][data-item="0"]')
    ActionChains(browser).move_to_element(cell).perform()
    # Hovering shows the kind, index path and frame. App-store's cell 2.0: x = the 16-pt leading inset;
    # y = section 0 (8 + 300 + 16 + a 1-pt footer = 325) + section 1 (68-pt header + 240 + 16 = 324)
    # + section 2's 44-pt header = 693; 0.65 × 390 = 253.5 wide, 200 tall.
    tooltip = browser.find_element(By.ID, "tooltip")
    assert tooltip.is_displayed()
    assert tooltip.text.splitlines() == ["cell · index path 2.0", "frame 16, 693, 253.5 × 200"]
    ActionChains(browser).move_to_element(cell).click().perform()
    settled(browser)
    cell = browser.find_element(By.CSS_SELECTOR, '#content .el.cell[data-section="2"][data-item="0"]')
    assert "selected" in cell.get_attribute("class").split()
    assert len(browser.find_elements(By.CSS_SELECTOR, "#content .el.selected")) == 1
    # The caret is at the start of the third entry under `sections:` (its `template: carousel`).
    text = browser.find_element(By.ID, "source").get_attribute("value")
    sections = text.index("\nsections:")
    third = sections
    for _ in range(3):
        third = text.index("\n  - ", third + 1)
    caret = browser.execute_script("return document.getElementById('source').selectionStart;")
    assert caret == third + len("\n  - ")
    selection = browser.find_element(By.ID, "selection").text
    assert "section 2 (template carousel)" in selection
    assert "Frame" in selection and "interGroupSpacing" in selection
    shot(browser, f"inspector-selected-{browser.size[0]}.png")


def test_caret_highlights_what_the_source_makes(server, browser):
    open_page(browser, server)
    source = browser.find_element(By.ID, "source")
    text = source.get_attribute("value")
    second = text.index("\n  - ", text.index("\nsections:") + 1)
    second = text.index("\n  - ", second + 1) + 6
    browser.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(arguments[1], arguments[1]);",
                           source, second)
    source.send_keys(Keys.ARROW_RIGHT)
    highlighted = {node.get_attribute("data-section")
                   for node in browser.find_elements(By.CSS_SELECTOR, "#content .el.highlighted")}
    assert highlighted == {"1"}
    # In the template, every section using it is highlighted.
    browser.execute_script("arguments[0].setSelectionRange(arguments[1], arguments[1]);",
                           source, text.index("interGroupSpacing"))
    source.send_keys(Keys.ARROW_RIGHT)
    highlighted = {node.get_attribute("data-section")
                   for node in browser.find_elements(By.CSS_SELECTOR, "#content .el.highlighted")}
    assert highlighted == {"0", "1", "2"}


def test_palette_and_estimates_follow_render(server, browser):
    open_page(browser, server)
    look = browser.execute_script("return window.playground.look;")
    header = next(kind for kind in look["kinds"] if kind["kind"] == "header")
    estimated = browser.find_element(By.CSS_SELECTOR, '#content .el.supplementary[data-section="1"]')
    exact = browser.find_element(By.CSS_SELECTOR, '#content .el.supplementary[data-section="2"]')
    # Section 1's header is estimated(68), section 2's absolute(44): only the estimate is dashed.
    assert estimated.value_of_css_property("border-top-style") == "dashed"
    assert exact.value_of_css_property("border-top-style") == "solid"
    value = int(header["color"][1:], 16)
    assert exact.value_of_css_property("border-top-color") == f"rgba({value >> 16}, {value >> 8 & 255}, {value & 255}, 1)"
    legend = browser.find_element(By.ID, "legend").text
    assert "supplementary · header" in legend and "estimated size" in legend


def test_errors_clear_the_inspector(server, browser):
    open_page(browser, server)
    source = browser.find_element(By.ID, "source")
    end = source.get_attribute("value").index("interGroupSpacing") + len("interGroupSpacing")
    browser.execute_script("arguments[0].focus(); arguments[0].setSelectionRange(arguments[1], arguments[1]);",
                           source, end)
    source.send_keys(Keys.BACKSPACE)
    WebDriverWait(browser, 15).until(
        lambda d: d.execute_script("return document.querySelectorAll('#problems li.error').length > 0;"))
    assert browser.find_elements(By.CSS_SELECTOR, "#visible tbody tr") == []
    assert "errors" in browser.find_element(By.ID, "selection").text
    source.send_keys("g")
    settled(browser, "document.querySelectorAll('#visible tbody tr').length > 0")


def test_compare_devices_light_and_dark(server, browser):
    open_page(browser, server)
    browser.find_element(By.ID, "compare-open").click()
    WebDriverWait(browser, 20).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#compare-grid .tile .el")) > 0)
    tiles = browser.find_elements(By.CSS_SELECTOR, "#compare-grid .tile")
    assert len(tiles) == 6  # three presets, each light and dark
    assert len(browser.find_elements(By.CSS_SELECTOR, "#compare-grid .tile.dark")) == 3
    shot(browser, f"inspector-compare-{browser.size[0]}.png")
    browser.find_element(By.ID, "compare-close").click()


def test_export_svg_and_png(server, browser):
    open_page(browser, server)
    result = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        pictureSVG().then(async (svg) => {
          const png = await rasterise(svg, 2);
          done({svg: svg.slice(0, 400), type: png.type, size: png.size});
        }).catch((error) => done({error: String(error)}));""")
    assert "error" not in result, result
    assert "<svg" in result["svg"]
    assert result["type"] == "image/png" and result["size"] > 1000


def test_insets_overlay(server, browser):
    open_page(browser, server)
    assert browser.find_elements(By.CSS_SELECTOR, "#content .overlay.inset") == []
    browser.find_element(By.ID, "show-spacing").click()
    # Every app-store section has insets; sections 0 and 2 space their groups 10 pt apart along the row.
    insets = browser.find_elements(By.CSS_SELECTOR, "#content .overlay.inset")
    gaps = browser.find_elements(By.CSS_SELECTOR, "#content .overlay.spacing")
    assert len(insets) >= 3 and len(gaps) >= 2
    assert all(gap.get_attribute("title").endswith("spacing 10 pt") for gap in gaps)
    shot(browser, f"inspector-insets-{browser.size[0]}.png")
    browser.find_element(By.ID, "show-spacing").click()


def cli_swift(*arguments):
    """What `complayout swift` prints for app-store with `arguments`."""
    return subprocess.run([str(BIN / "complayout"), "swift", "--example", "app-store", *arguments],
                          check=True, capture_output=True, text=True).stdout


def choose_iphone_16_pro(browser):
    Select(browser.find_element(By.ID, "device-picker")).select_by_visible_text("iPhone 16 Pro · 402 × 874")
    settled(browser, "s.device && s.device.name === 'iphone-16-pro'")


def status_text(browser, pattern):
    WebDriverWait(browser, 15).until(
        lambda d: d.execute_script("return new RegExp(arguments[0]).test(document.getElementById('status').textContent);",
                                   pattern))
    return browser.find_element(By.ID, "status").text


def test_copy_swift_code_to_the_clipboard(server, browser):
    open_page(browser, server)
    choose_iphone_16_pro(browser)
    expected = cli_swift("--device", "iphone-16-pro")
    # The clipboard as the page sees it, recording what is written.
    browser.execute_script("""
        window.copied = null;
        Object.defineProperty(navigator, "clipboard", {configurable: true,
          value: {writeText: (text) => { window.copied = text; return Promise.resolve(); }}});""")
    browser.find_element(By.ID, "copy-swift").click()
    lines = expected.count("\n")
    assert status_text(browser, "^Copied") == f"Copied Swift code ({lines} lines)"
    assert browser.execute_script("return window.copied;") == expected
    assert not browser.find_element(By.ID, "swift-panel").is_displayed()


def test_copy_swift_code_falls_back_to_a_panel(server, browser):
    open_page(browser, server)
    choose_iphone_16_pro(browser)
    expected = cli_swift("--device", "iphone-16-pro")
    browser.execute_script("""
        Object.defineProperty(navigator, "clipboard", {configurable: true,
          value: {writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError"))}});""")
    browser.find_element(By.ID, "copy-swift").click()
    panel = browser.find_element(By.ID, "swift-panel")
    WebDriverWait(browser, 15).until(lambda d: panel.is_displayed())
    status_text(browser, "^(Copied Swift code|Swift code shown)")
    code = browser.find_element(By.ID, "swift-code")
    assert code.get_attribute("value") == expected
    assert code.get_attribute("readonly") is not None
    # The whole code is selected in the focused text area, ready for Ctrl+C.
    selection = browser.execute_script(
        "const area = document.getElementById('swift-code');"
        "return [document.activeElement === area, area.selectionStart, area.selectionEnd, area.value.length];")
    assert selection == [True, 0, selection[3], selection[3]]
    shot(browser, f"inspector-swift-{browser.size[0]}.png")
    browser.find_element(By.ID, "swift-close").click()
    assert not panel.is_displayed()


def test_copy_swift_code_in_the_real_browser(server, browser):
    """Without a stub: headless Chromium either grants the clipboard or the panel shows the code."""
    open_page(browser, server)
    expected = cli_swift()
    browser.find_element(By.ID, "copy-swift").click()
    text = status_text(browser, "^(Copied Swift code|Swift code shown)")
    if browser.find_element(By.ID, "swift-panel").is_displayed():
        assert browser.find_element(By.ID, "swift-code").get_attribute("value") == expected
        browser.find_element(By.ID, "swift-close").click()
    else:
        assert text == f"Copied Swift code ({expected.count(chr(10))} lines)"


def colours(browser):
    return browser.execute_script("""
        const style = (node) => getComputedStyle(node);
        const cell = document.querySelector('#content .el.cell');
        return {screen: style(document.getElementById('screen')).backgroundColor, cell: style(cell).color,
                dark: document.getElementById('device').classList.contains('dark')};""")


def test_dark_preview(server, browser):
    open_page(browser, server)
    light = colours(browser)
    assert light == {"screen": "rgb(255, 255, 255)", "cell": "rgb(40, 50, 74)", "dark": False}
    browser.find_element(By.ID, "dark-preview").click()
    # Compare's dark tiles: a black screen and light labels (#e8eaf0 = 232, 234, 240).
    dark = colours(browser)
    assert dark == {"screen": "rgb(0, 0, 0)", "cell": "rgb(232, 234, 240)", "dark": True}
    tile_rule = browser.execute_script("""
        const tile = document.createElement('figure'); tile.className = 'tile dark';
        const screen = document.createElement('div'); screen.className = 'mini-screen'; tile.append(screen);
        document.body.append(tile); const colour = getComputedStyle(screen).backgroundColor; tile.remove();
        return colour;""")
    assert tile_rule == dark["screen"]
    shot(browser, f"inspector-dark-{browser.size[0]}.png")
    # Remembered across a reload; turned off again, light.
    open_page(browser, server)
    assert colours(browser) == dark
    assert browser.find_element(By.ID, "dark-preview").is_selected()
    browser.find_element(By.ID, "dark-preview").click()
    assert colours(browser) == light
