// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, failed, isInteger, isObject, requiredFail, typeFail } from "../../../validator-support.js";
import { JsonRpcError } from "./JsonRpcError.js";

export function JsonRpcFailure(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.jsonrpc === undefined) requiredFail(errors, path, "#", "jsonrpc");
		if (data.error === undefined) requiredFail(errors, path, "#", "error");
		if (data.id === undefined) requiredFail(errors, path, "#", "id");
		if (data.jsonrpc !== undefined) {
			const data0 = data.jsonrpc;
			if (data0 !== "2.0") fail(errors, path + "/jsonrpc", "#/properties/jsonrpc/const", "const", { allowedValue: "2.0" }, "must be equal to constant");
		}
		if (data.error !== undefined) {
			if (!JsonRpcError(data.error)) errors.push(...failed(JsonRpcError, data.error, path + "/error"));
		}
		if (data.id !== undefined) {
			const data1 = data.id;
			if (!((isInteger(data1)) || (typeof data1 == "string") || (data1 === null))) typeFail(errors, path + "/id", "#/properties/id", ["integer","string","null"]);
		}
	} else typeFail(errors, path, "#", "object");
	JsonRpcFailure.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
