// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "../../../validator-support.js";
import { checkJsonRpcId } from "./JsonRpcId.js";

export function JsonRpcSuccess(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.jsonrpc === undefined) requiredFail(errors, path, "#", "jsonrpc");
		if (data.result === undefined) requiredFail(errors, path, "#", "result");
		if (data.id === undefined) requiredFail(errors, path, "#", "id");
		if (data.jsonrpc !== undefined) {
			const data0 = data.jsonrpc;
			if (data0 !== "2.0") fail(errors, path + "/jsonrpc", "#/properties/jsonrpc/const", "const", { allowedValue: "2.0" }, "must be equal to constant");
		}
		if (data.id !== undefined) checkJsonRpcId(errors, data.id, path, "#/properties/id", "id");
	} else typeFail(errors, path, "#", "object");
	JsonRpcSuccess.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
