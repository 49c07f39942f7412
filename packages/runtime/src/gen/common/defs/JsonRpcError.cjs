"use strict"; // Generated (tools/codegen)
const {validate81} = require("./_shared6.cjs");
exports.JsonRpcError = validate81;
