"use strict"; // Generated (tools/codegen)
const pattern6 = new RegExp("^[0-9a-f]{64}$", "u");
module.exports = {pattern6};
