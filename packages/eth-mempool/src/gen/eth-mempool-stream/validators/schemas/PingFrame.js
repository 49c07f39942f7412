// Generated from specs/asyncapi/eth-mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function PingFrame(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.op === undefined) requiredFail(errors, path, "#", "op");
		if (data.op !== undefined) {
			const data0 = data.op;
			if (data0 !== "ping") fail(errors, path + "/op", "#/properties/op/const", "const", { allowedValue: "ping" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "object");
	PingFrame.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
