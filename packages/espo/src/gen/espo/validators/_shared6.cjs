"use strict"; // Generated (tools/codegen)
const pattern27 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
module.exports = {pattern27};
