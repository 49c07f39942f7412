// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, requiredFail, typeFail } from "../../../validator-support.js";

export function JsonRpcError(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.code === undefined) requiredFail(errors, path, "#", "code");
		if (data.message === undefined) requiredFail(errors, path, "#", "message");
		if (data.code !== undefined) {
			const data0 = data.code;
			if (!isInteger(data0)) typeFail(errors, path + "/code", "#/properties/code", "integer");
		}
		if (data.message !== undefined) {
			const data1 = data.message;
			if (typeof data1 != "string") typeFail(errors, path + "/message", "#/properties/message", "string");
		}
	} else typeFail(errors, path, "#", "object");
	JsonRpcError.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
