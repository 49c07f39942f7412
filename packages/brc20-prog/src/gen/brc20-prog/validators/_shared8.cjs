"use strict"; // Generated (tools/codegen)
const pattern58 = new RegExp("^[0-9a-f]{64}i(0|[1-9][0-9]*)$", "u");
module.exports = {pattern58};
