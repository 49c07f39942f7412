"use strict"; // Generated (tools/codegen)
const validate56 = require("@gw/runtime/common-validators/IntString").IntString;
module.exports = {validate56};
