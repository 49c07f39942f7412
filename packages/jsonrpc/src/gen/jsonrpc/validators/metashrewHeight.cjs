"use strict"; // Generated (tools/codegen)
const {validate62} = require("./_shared1.cjs");
const shared1 = require("@gw/runtime/common-validators/UintString").UintString;
exports.params = validate62;
exports.result = shared1;
