"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
const {validate473} = require("./_shared22.cjs");
exports.response__200 = validate473;
exports.response__401 = shared0;
