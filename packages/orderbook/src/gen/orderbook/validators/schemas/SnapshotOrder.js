// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { fail, isObject, join, typeFail } from "@gw/runtime/validator-support";
import { OrderEnvelope } from "./OrderEnvelope.js";

const values0 = ["open","matched","pending"];

export function SnapshotOrder(data, path = "") {
	const errors = [];
	if (!OrderEnvelope(data, path)) errors.push(...OrderEnvelope.errors);
	if (isObject(data)) {
		if (data.status !== undefined) checkNonTerminalOrderStatus(errors, data.status, path, "#/properties/status", "status");
	}
	SnapshotOrder.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonTerminalOrderStatus`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkNonTerminalOrderStatus(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data != "string") typeFail(errors, join(path, key), schemaPath, "string", propertyName);
	if (!values0.includes(data)) fail(errors, join(path, key), schemaPath + "/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values", propertyName);
}
