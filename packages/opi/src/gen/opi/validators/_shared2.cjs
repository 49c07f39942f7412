"use strict"; // Generated (tools/codegen)
const pattern4 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
module.exports = {pattern4};
